:- module(wordlog_boggle,
          [ boggle_load_words/1,        % +File
            boggle_load_words/2,        % +File, +Options
            boggle_add_words/1,         % +Words:list(atom)
            boggle_clear_words/0,
            boggle_use_lexicon/0,
            boggle_word_count/1,        % -Count:int
            boggle_words/2,             % +Board, -Words:list(atom)
            boggle_words/3,             % +Board, +MinLength:int, -Words:list(atom)
            boggle_min_length/2,        % +Board, -MinLength:int
            boggle_word_path/3,         % +Board, +Word:atom, -Path:list(pair)
            boggle_word_dice/2,         % +Word:atom, -Dice:list(atom)
            boggle_word_score/2,        % +Word:atom, -Score:int
            boggle_score/2,             % +Words:list(atom), -Score:int
            boggle_word_cells/3,        % +Board, +Word:atom, -Cells:list
            boggle_words_cells/3,       % +Board, +MinLength:int, -Found:list
            boggle_scores/2,            % +Cases:list, -Scores:list
            boggle_save_words/3,        % +File, +Mark:atom, -Saved:atom
            boggle_saved_words/3        % +File, +Mark:atom, -Count:int
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(ordsets)).
:- use_module(library(error)).
:- use_module(library(aggregate)).
:- use_module(library(pairs)).
:- use_module(library(sha), [sha_hash/3, hash_atom/2]).
:- use_module(lexicon, [normalize_word/2, word_file_entries/3, lexicon_word/1, words_trusted/0]).

:- set_prolog_flag(optimise, true).     % compiled arithmetic, this file only

/** <module> Boggle: the words a board of letter dice can spell

A Boggle board is a grid of R x C dice, each showing one letter or
_Qu_. A word is traced through cells that touch in any of the eight
directions, each cell used at most once; a die showing _Qu_ stands for
the two letters q, u. A word is found once however many paths trace
it. Scoring counts letters, both of _Qu_ included: 3-4 letters score
1, 5 score 2, 6 score 3, 7 score 5 and 8 or more 11.

A board is a list of rows, each a list of dice, a die being a
one-letter atom or the atom `qu`, as the words have it: a letter in
lower case and NFC (normalize_word/2), `q` alone is not a die:

```
?- boggle_clear_words,
   boggle_add_words([run, win, wine, earn, ear, mat, mate]),
   boggle_words([[k,e,a,r],[r,u,n,e],[z,m,w,i],[s,a,t,e]], Words).
Words = [ear, earn, mat, mate, run, win, wine].
```

The dictionary is a prefix tree (trie) held as one term, which the
search walks with arg/3 and head unification, with no look-up in the
clause database. Its words are numbered 1, 2, ... in sorted order.

  - a node where no word ends is n(Bits, Kids), where word N ends
    w(N, Bits, Kids), and where word N ends and no word goes on
    leaf(N): walk/5 tells them apart by first-argument indexing;
  - Kids holds the children in the order of their dice, and Bits has
    bit I set for each child's die, I being the die's letter code less
    0'a (`qu` counts as q), so the child of the die of bit I is argument
    popcount(Bits /\ (1<<I - 1)) + 1 of Kids.

A word is stored under its dice, so `quit` is the path qu-i-t; a word
with a q that no u follows can never be traced and is not stored. The
trie is built in one pass over the words sorted by their dice, and kept
as a fact that each thread copies once into a global variable: a
board's search then costs no copy.

The search is depth-first from every cell, extending a path only while
it spells a prefix of some word. The board is a graph of cell terms,
each holding its die's bit, its own bit, the die bits of its neighbours
and the neighbours' terms themselves grouped by die, so a step takes
the dice that are both a child of the node and a neighbour's (a bitwise
and), lowest bit first, and goes to the free neighbours showing each:
no step is tried that the trie does not have. Used cells are the bits
of an integer. A word is found as its number, once per path; the numbers are
sorted, which is quicker than sorting words.

boggle_save_words/3 writes the dictionary to a file (fast_write/2, under
a line with the SHA-256 of the data), which boggle_saved_words/3 reads
back, checked, in a third of the time a word list takes to load.

Until a dictionary is loaded or words are added, the dictionary is the
words of the lexicon (lexicon.pl: the bundled SCOWL words of size <= 60
unless another list is chosen), built on first use and again after the
lexicon changes, as weaver.pl answers from it: consulting this file
alone, `boggle_words(Board, Words)` finds English words.

boggle_word_path/3 checks one word without the dictionary, by dynamic
programming: working back from the last die, the cells from which the
rest of the word can be traced, ignoring the at-most-once rule. That
table is necessary but not sufficient (`abcb` on `[[a,b,c]]` passes it
by going back to `b`), so a search guided by the table, using each cell
once, confirms the word and gives the first path in cell order.

Cells are numbered 1..R*C row by row; a path is a list of Row-Col
pairs, both counted from 1.
*/

:- dynamic
    dictionary_/3,                      % Whose (own | lexicon), Generation, Count
    trie_/3.                            % Generation, Trie, Words

%!  boggle_clear_words is det.
%
%   Empty the dictionary. It stays empty, the lexicon no longer used,
%   until words are added or loaded.

boggle_clear_words :-
    set_dictionary(own, []).

%!  boggle_use_lexicon is det.
%
%   Make the words of the lexicon (lexicon.pl) the dictionary again, as
%   it is before any words are loaded or added; it follows the lexicon
%   when that changes.

boggle_use_lexicon :-
    retractall(dictionary_(_, _, _)),
    retractall(trie_(_, _, _)).

%   The lexicon's words are the dictionary until words of its own are
%   loaded or added: built when first needed, and dropped when the
%   lexicon changes (wordlog_lexicon:lexicon_changed/0).

:- multifile wordlog_lexicon:lexicon_changed/0.

wordlog_lexicon:lexicon_changed :-
    (   dictionary_(lexicon, _, _)
    ->  boggle_use_lexicon
    ;   true
    ).

%   trie(-Trie, -Words): the dictionary's trie and its words, from this
%   thread's global variable while it is of the dictionary's generation,
%   else copied there once from trie_/3 (the lexicon's built first if
%   need be).

trie(Trie, Words) :-
    (   dictionary_(_, Generation, _)
    ->  true
    ;   findall(Word, lexicon_word(Word), Lexicon),
        set_dictionary(lexicon, Lexicon),
        dictionary_(_, Generation, _)
    ),
    (   nb_current(wordlog_boggle_trie, trie(Generation, Trie0, Words0))
    ->  Trie = Trie0,
        Words = Words0
    ;   trie_(Generation, Trie, Words),
        nb_setval(wordlog_boggle_trie, trie(Generation, Trie, Words))
    ).

%   set_dictionary(+Whose, +Words): the trie of Words replaces the
%   dictionary. It is built first and swapped in by one transaction:
%   cut short (by a time or inference limit), it leaves the old one whole.

set_dictionary(Whose, Words) :-
    words_trie(Words, Count, Trie, Numbered),
    install_trie(Whose, Count, Trie, Numbered).

install_trie(Whose, Count, Trie, Numbered) :-
    flag(wordlog_boggle_generation, Generation, Generation + 1),
    transaction(( retractall(dictionary_(_, _, _)),
                  retractall(trie_(_, _, _)),
                  assertz(trie_(Generation, Trie, Numbered)),
                  assertz(dictionary_(Whose, Generation, Count))
                )).

%!  boggle_load_words(+File) is det.
%!  boggle_load_words(+File, +Options) is det.
%
%   Replace the dictionary by the words of File, a word list as
%   load_words/1 reads it: UTF-8, one word a line, optionally followed
%   by a TAB and a size (which must be a number, and is not used here);
%   blank lines and lines starting with `#` are skipped, and each word
%   is checked and normalized (`Run` is read as run). The file is read
%   whole first: if it cannot be, or a line is not a word, the
%   dictionary stays as it was; and it replaces the dictionary in one
%   transaction, so a load cut short (by a time or inference limit)
%   leaves the old one whole. Options are those of
%   word_file_entries/3: normalized(true) takes the lines as they are
%   (`word` or `word<TAB>size`; any other line is passed over), for a
%   list a program has checked already.
%
%   @error existence_error(source_sink, File) if File does not exist.
%   @error domain_error(word_file, File) if File is a directory.
%   @error type_error(text, File) if File is not an atom or a string.
%   @error domain_error(word, Text) for a line that is not a word, with
%          a context message `File:Line: ...`.
%   @error type_error(integer, Line) for a line whose size is not a
%          number.

boggle_load_words(File) :-
    boggle_load_words(File, []).

boggle_load_words(File, Options) :-
    word_file_entries(File, Options, Entries),
    pairs_keys(Entries, Words),
    set_dictionary(own, Words).

%!  boggle_add_words(+Words:list(atom)) is det.
%
%   Add Words to the dictionary (to an empty one while it is the
%   lexicon's). Words are taken as they are, as dice show them (lower
%   case); those no board can trace are left out: '', words with a q no
%   u follows, and words with a character before `a` ('Run', 'ice
%   cream'). The trie is built again with the words it had: add many
%   words at once.

boggle_add_words(Words) :-
    must_be(list(atom), Words),
    (   dictionary_(own, _, _)
    ->  trie(_, Numbered),
        compound_name_arguments(Numbered, _, Pairs),
        pairs_values(Pairs, Old)
    ;   Old = []
    ),
    append(Old, Words, All),
    set_dictionary(own, All).

%   words_trie(+Words, -Count, -Trie, -Numbered): Trie holds the Count
%   words of Words that dice can spell, each once, numbered from 1 in
%   sorted order; Numbered is the term words(L1-Word1, ..., LN-WordN),
%   Li the number of letters of Wordi, N being Count. A
%   word is spelt as the codes of its letters, q standing for the die
%   Qu, paired with the word: sorted, the words under a node are
%   consecutive, and a word comes before the words it begins.

words_trie(Words, Count, Trie, Numbered) :-
    convlist(spelt, Words, Spelt0),
    sort(Spelt0, Spelt),
    (   node(Spelt, Trie0, 0, Count0, Kept, [])
    ->  Trie = Trie0,
        Count = Count0
    ;   Count = 0,                      % no word, or none dice show
        Kept = [],
        compound_name_arguments(Kids, kids, []),
        Trie = n(0, Kids)
    ),
    maplist(letters_word, Kept, Pairs),
    compound_name_arguments(Numbered, words, Pairs).

letters_word(Word, Letters-Word) :-
    atom_length(Word, Letters).

spelt(Word, Spelt) :-
    atom_codes(Word, Codes),
    Codes \== [],
    (   memberchk(0'q, Codes)
    ->  qu_codes(Codes, Dice)
    ;   Dice = Codes
    ),
    Spelt = Dice-Word.

qu_codes([], []).
qu_codes([0'q|Codes], Dice) :-
    !,
    Codes = [0'u|Rest],
    Dice = [0'q|Dice1],
    qu_codes(Rest, Dice1).
qu_codes([Code|Codes], [Code|Dice]) :-
    qu_codes(Codes, Dice).

%   node(+Spelt, -Node, +Count0, -Count, -Kept0, +Kept): the node of
%   the words Spelt, sorted, their codes down to this node dropped; a
%   word that ends here comes first. The words are numbered from Count0
%   + 1 to Count, and listed in Kept0-Kept. Fails when no word is left:
%   a code before 0'a, a character no die shows, leaves its words out.

node([[]-Word|Spelt], Node, Count0, Count, [Word|Kept0], Kept) :-
    !,
    Number is Count0 + 1,
    (   kids(Spelt, Bits, Kids, Number, Count, Kept0, Kept)
    ->  Node = w(Number, Bits, Kids)
    ;   Node = leaf(Number),
        Count = Number,
        Kept0 = Kept
    ).
node(Spelt, n(Bits, Kids), Count0, Count, Kept0, Kept) :-
    kids(Spelt, Bits, Kids, Count0, Count, Kept0, Kept).

kids(Spelt, Bits, Kids, Count0, Count, Kept0, Kept) :-
    children(Spelt, 0, Bits, List, Count0, Count, Kept0, Kept),
    List \== [],
    compound_name_arguments(Kids, kids, List).

children([], Bits, Bits, [], Count, Count, Kept, Kept).
children([[Code|Codes]-Word|Spelt], Bits0, Bits, Kids, Count0, Count, Kept0, Kept) :-
    same_first(Spelt, Code, Tails, Rest),
    (   Code >= 0'a,
        node([Codes-Word|Tails], Kid, Count0, Count1, Kept0, Kept1)
    ->  Bits1 is Bits0 \/ 1 << (Code - 0'a),
        Kids = [Kid|Kids1]
    ;   Bits1 = Bits0,
        Count1 = Count0,
        Kept1 = Kept0,
        Kids = Kids1
    ),
    children(Rest, Bits1, Bits, Kids1, Count1, Count, Kept1, Kept).

%   same_first(+Spelt, +Code, -Tails, -Rest): Tails are the words at the
%   front of Spelt whose codes start with Code, that code dropped.

same_first([[Code|Codes]-Word|Spelt], Code, [Codes-Word|Tails], Rest) :-
    !,
    same_first(Spelt, Code, Tails, Rest).
same_first(Spelt, _, [], Spelt).

%!  boggle_word_count(-Count:int) is det.
%
%   Count is the number of words in the dictionary: the words added,
%   less those left out (boggle_add_words/1).

boggle_word_count(Count) :-
    trie(_, _),
    dictionary_(_, _, Count).

%!  boggle_word_dice(+Word:atom, -Dice:list(atom)) is semidet.
%
%   Dice is Word as the dice that spell it: its letters, with each q
%   and the u after it joined into the one die `qu`. Fails when a q is
%   not followed by u.
%
%   @error type_error(atom, Word) if Word is not an atom.

boggle_word_dice(Word, Dice) :-
    must_be(atom, Word),
    atom_chars(Word, Chars),
    chars_dice(Chars, Dice).

%   chars_dice(+Chars, -Dice): the output is bound after the cut, so a
%   bound Dice ([q, u, i, t]) cannot pass the q by another clause.

chars_dice([], []).
chars_dice([q|Chars], Dice) :-
    !,
    Chars = [u|Rest],
    Dice = [qu|Dice1],
    chars_dice(Rest, Dice1).
chars_dice([Char|Chars], [Char|Dice]) :-
    chars_dice(Chars, Dice).

%!  boggle_words(+Board, -Words:list(atom)) is det.
%!  boggle_words(+Board, +MinLength:int, -Words:list(atom)) is det.
%
%   Words is the sorted set of dictionary words of at least MinLength
%   letters that can be traced on Board. The default is the usual one
%   (boggle_min_length/2): 3, and 4 on boards of 5x5 and more.
%
%   @error instantiation_error if Board, a row or a cell is unbound,
%          or Board or a row is a partial list, or MinLength is unbound;
%          type_error(nonneg, MinLength) for a MinLength that is not an
%          integer of 0 or more;
%          domain_error(rectangular_board, Board) if Board is not a
%          non-empty list of non-empty rows of equal length;
%          type_error(atom, Cell) for a cell that is not an atom;
%          domain_error(die, Cell) for an atom that is not a die (the
%          module's header: `e`, `qu`; not `'E'`, `q`, `th`, `'1'`).

boggle_words(Board, Words) :-
    boggle_min_length(Board, MinLength),
    boggle_words(Board, MinLength, Words).

%!  boggle_min_length(+Board, -MinLength:int) is det.
%
%   MinLength is the fewest letters a word usually needs on Board: 3
%   (classic Boggle), or 4 when Board has at least 5 rows and 5 columns
%   (Big Boggle).
%
%   @error instantiation_error if Board is unbound, or it or a row is
%          a partial list;
%          domain_error(rectangular_board, Board) if Board is not a
%          non-empty list of non-empty rows of equal length (its dice
%          are not looked at).

boggle_min_length(Board, MinLength) :-
    board_shape(Board, Rows, Cols),
    (   Rows >= 5,
        Cols >= 5
    ->  MinLength = 4
    ;   MinLength = 3
    ).

boggle_words(Board, MinLength, Words) :-
    must_be(nonneg, MinLength),
    board_found(Board, MinLength, Found),
    pairs_values(Found, Words).

%   board_found(+Board, +MinLength, -Found): Found holds Letters-Word for
%   each word of at least MinLength letters traced on Board, in order.

board_found(Board, MinLength, Found) :-
    board_numbers(Board, Numbers, Numbered),
    convlist(long_word(Numbered, MinLength), Numbers, Found).

%   board_numbers(+Board, -Numbers, -Numbered): Numbers are the numbers
%   of the words traced on Board, in order, and Numbered the dictionary's
%   words by number (words_trie/4).

board_numbers(Board, Numbers, Numbered) :-
    board_terms(Board, _, Dice, Neighbours),
    trie(Trie, Numbered),
    board_steps(Dice, Neighbours, Steps),
    board_words(Trie, Steps, Numbers0),
    sort(Numbers0, Numbers).            % numbers sort faster than words

long_word(Numbered, MinLength, Number, Letters-Word) :-
    arg(Number, Numbered, Letters-Word),
    Letters >= MinLength.

%   board_steps(+Dice, +Neighbours, -Steps): the board as a graph the
%   search walks without looking anything up. Argument N of Steps is
%   cell(Bit, CellBit, Near, By) for cell N: Bit is its die's bit,
%   CellBit the cell's bit, Near has the die bits of its neighbours, and
%   argument I + 1 of By lists the cell terms of the neighbours whose die
%   has bit I (arguments of dice no neighbour shows stay unbound, never
%   read), so Steps is a cyclic term.

board_steps(Dice, Neighbours, Steps) :-
    functor(Dice, _, Size),
    functor(Steps, steps, Size),
    cell_bits(1, Size, Dice, Steps, 0, Top),
    Arity is Top + 1,
    cell_links(1, Size, Neighbours, Steps, Arity).

%   cell_bits(+Cell, +Size, +Dice, +Steps, +Top0, -Top): the bits of the
%   cells from Cell on put in their terms; Top is the highest die bit.

cell_bits(Cell, Size, Dice, Steps, Top0, Top) :-
    (   Cell > Size
    ->  Top = Top0
    ;   arg(Cell, Dice, Die),
        die_bit(Die, Bit),
        CellBit is 1 << Cell,
        arg(Cell, Steps, cell(Bit, CellBit, _, _)),
        Top1 is max(Top0, Bit),
        Cell1 is Cell + 1,
        cell_bits(Cell1, Size, Dice, Steps, Top1, Top)
    ).

cell_links(Cell, Size, Neighbours, Steps, Arity) :-
    (   Cell > Size
    ->  true
    ;   arg(Cell, Neighbours, Cells),
        arg(Cell, Steps, cell(_, _, Near, By)),
        bits_cells(Cells, Steps, Pairs0),
        keysort(Pairs0, Pairs),
        functor(By, by, Arity),
        letters_cells(Pairs, By, 0, Near),
        Cell1 is Cell + 1,
        cell_links(Cell1, Size, Neighbours, Steps, Arity)
    ).

bits_cells([], _, []).
bits_cells([Cell|Cells], Steps, [Bit-Term|Pairs]) :-
    arg(Cell, Steps, Term),
    Term = cell(Bit, _, _, _),
    bits_cells(Cells, Steps, Pairs).

%   letters_cells(+Pairs, +By, +Near0, -Near): Pairs, Bit-Cell sorted,
%   put in By by bit, each bit's cells a list; Near has their bits.

letters_cells([], _, Near, Near).
letters_cells([Bit-Term|Pairs], By, Near0, Near) :-
    same_bit(Pairs, Bit, Terms, Rest),
    I is Bit + 1,
    arg(I, By, [Term|Terms]),
    Near1 is Near0 \/ 1 << Bit,
    letters_cells(Rest, By, Near1, Near).

same_bit([Bit-Term|Pairs], Bit, [Term|Terms], Rest) :-
    !,
    same_bit(Pairs, Bit, Terms, Rest).
same_bit(Rest, _, [], Rest).

%   die_bit(+Die, -Bit): the bit of Die in a node's Bits: its letter's
%   code less 0'a, q for qu.

die_bit(qu, Bit) :-
    !,
    Bit is 0'q - 0'a.
die_bit(Die, Bit) :-
    char_code(Die, Code),
    Bit is Code - 0'a.

%   board_words(+Trie, +Steps, -Words): Words are the numbers of the
%   words traced from each cell, a word once for each path that traces it.

board_words(Trie, Steps, Words) :-
    functor(Steps, _, Size),
    starts(1, Size, Trie, Steps, Words, []).

starts(Cell, Size, Trie, Steps, Words0, Words) :-
    (   Cell > Size
    ->  Words0 = Words
    ;   arg(Cell, Steps, Start),
        Start = cell(Bit, CellBit, _, _),
        (   child(Trie, Bit, Node)
        ->  walk(Node, Start, CellBit, Words0, Words1)
        ;   Words1 = Words0
        ),
        Cell1 is Cell + 1,
        starts(Cell1, Size, Trie, Steps, Words1, Words)
    ).

%   walk(+Node, +Cell, +Used, -Words0, +Words): Words0-Words are the
%   numbers of the words that end at Node or below it, along the paths
%   from Cell (a cell term of board_steps/3) that avoid the Used cells.

walk(n(Bits, Kids), Cell, Used, Words0, Words) :-
    next(Cell, Bits, Kids, Used, Words0, Words).
walk(w(Word, Bits, Kids), Cell, Used, [Word|Words0], Words) :-
    next(Cell, Bits, Kids, Used, Words0, Words).
walk(leaf(Word), _, _, [Word|Words], Words).

%   next(+Cell, +Bits, +Kids, +Used, -Words0, +Words): the walk goes on
%   by each die that is both a child of the node and a neighbour's, the
%   bits of Bits /\ Near taken lowest first, to the free neighbours
%   showing it: only steps the trie has are looked at.

next(cell(_, _, Near, By), Bits, Kids, Used, Words0, Words) :-
    Both is Bits /\ Near,
    letters(Both, Bits, Kids, By, Used, Words0, Words).

letters(0, _, _, _, _, Words, Words) :-
    !.
letters(Both, Bits, Kids, By, Used, Words0, Words) :-
    Bit is lsb(Both),
    Nth is popcount(Bits /\ ((1 << Bit) - 1)) + 1,
    arg(Nth, Kids, Node),
    I is Bit + 1,
    arg(I, By, Cells),
    steps(Cells, Node, Used, Words0, Words1),
    Rest is Both /\ (Both - 1),
    letters(Rest, Bits, Kids, By, Used, Words1, Words).

steps([], _, _, Words, Words).
steps([Cell|Cells], Node, Used, Words0, Words) :-
    Cell = cell(_, CellBit, _, _),
    (   Used /\ CellBit =:= 0
    ->  Used1 is Used \/ CellBit,
        walk(Node, Cell, Used1, Words0, Words1)
    ;   Words1 = Words0
    ),
    steps(Cells, Node, Used, Words1, Words).

%   child(+Node, +Bit, -Child): Child is the child of Node by the die of
%   Bit; fails if there is none.

child(n(Bits, Kids), Bit, Child) :-
    kid(Bits, Kids, Bit, Child).
child(w(_, Bits, Kids), Bit, Child) :-
    kid(Bits, Kids, Bit, Child).

kid(Bits, Kids, Bit, Child) :-
    Bits >> Bit /\ 1 =:= 1,
    Nth is popcount(Bits /\ ((1 << Bit) - 1)) + 1,
    arg(Nth, Kids, Child).

%!  boggle_word_path(+Board, +Word:atom, -Path:list(pair)) is semidet.
%
%   Path is the first path, in cell order, of Row-Col pairs that traces
%   Word on Board using each cell at most once. Fails if Word cannot be
%   traced. The dictionary is not consulted.
%
%   Word is taken as it is, as boggle_add_words/1 takes words: spelt as
%   the dice show it, in lower case (and NFC). It is not normalized as a
%   word file's lines are, so a word with a character no die shows
%   fails like any word the board does not have: on the board below
%   `lines` is traced and `'LINES'`, `'Lines'` and `''` are not.
%
%   ==
%   ?- boggle_word_path([[p,e,r,s],[l,a,t,g],[s,i,n,e],[t,e,r,s]], lines, Path).
%   Path = [2-1, 3-2, 3-3, 3-4, 4-4].
%   ==
%
%   @error type_error(atom, Word) if Word is not an atom (instantiation_error
%          if unbound); for Board, the errors of boggle_words/3.

boggle_word_path(Board, Word, Path) :-
    must_be(atom, Word),
    board_terms(Board, Cols, Dice, Neighbours),
    boggle_word_dice(Word, WordDice),
    WordDice \== [],
    Dice =.. [_|Shown0],
    msort(Shown0, Shown),
    msort(WordDice, Needed),
    within(Needed, Shown),              % else no path: a die is used once
    reach_table(WordDice, Dice, Neighbours, [Starts|Table]),
    member(Cell, Starts),
    Used is 1 << Cell,
    trace(Table, Cell, Used, Neighbours, Cells),
    !,
    maplist(cell_pair(Cols), [Cell|Cells], Path).

%   within(+Needed, +Shown): each die of Needed, a sorted list, is in the
%   sorted list Shown, as often as Needed has it.

within([], _).
within([Die|Needed], [Shown|Dice]) :-
    (   Die == Shown
    ->  within(Needed, Dice)
    ;   within([Die|Needed], Dice)
    ).

%   reach_table(+WordDice, +Dice, +Neighbours, -Table) is det.
%
%   Table has one ordered set of cells per die of the word: the cells
%   showing that die from which the rest of the word can be traced if
%   cells could be used again. Built from the last die back.

reach_table([Die], Dice, _, [Cells]) :-
    !,
    showing(Dice, Die, Cells).
reach_table([Die|WordDice], Dice, Neighbours, [Cells, Next|Table]) :-
    reach_table(WordDice, Dice, Neighbours, [Next|Table]),
    showing(Dice, Die, Showing),
    include(touches(Neighbours, Next), Showing, Cells).

showing(Dice, Die, Cells) :-
    findall(Cell, arg(Cell, Dice, Die), Cells).

touches(Neighbours, Cells, Cell) :-
    arg(Cell, Neighbours, Next),
    ord_intersect(Next, Cells).

trace([], _, _, _, []).
trace([Allowed|Table], Cell, Used, Neighbours, [Cell1|Cells]) :-
    arg(Cell, Neighbours, Next),
    member(Cell1, Next),
    ord_memberchk(Cell1, Allowed),
    Used /\ (1 << Cell1) =:= 0,
    Used1 is Used \/ (1 << Cell1),
    trace(Table, Cell1, Used1, Neighbours, Cells).

cell_pair(Cols, Cell, Row-Col) :-
    Row is (Cell-1) // Cols + 1,
    Col is (Cell-1) mod Cols + 1.

%   board_terms(+Board, -Cols, -Dice, -Neighbours) is det.
%
%   Dice is a term whose Nth argument is the die of cell N; Neighbours
%   one whose Nth argument is the ordered list of cells touching N.

board_terms(Board, Cols, Dice, Neighbours) :-
    board_shape(Board, Rows, Cols),
    findall(Cell, ( member(Row, Board), member(Cell, Row) ), Cells),
    must_be(list(atom), Cells),
    maplist(must_be_die, Cells),
    Dice =.. [dice|Cells],
    grid_neighbours(Rows, Cols, Neighbours).

%   grid_neighbours(+Rows, +Cols, -Neighbours): for a grid of that
%   shape; the last shape's is kept (a global variable), so boards of
%   one shape share it and boards of many shapes hold only one.

grid_neighbours(Rows, Cols, Neighbours) :-
    (   nb_current(wordlog_boggle_grid, grid(Rows, Cols, Kept))
    ->  Neighbours = Kept
    ;   new_grid_neighbours(Rows, Cols, Neighbours),
        nb_setval(wordlog_boggle_grid, grid(Rows, Cols, Neighbours))
    ).

new_grid_neighbours(Rows, Cols, Neighbours) :-
    Size is Rows*Cols,
    numlist(1, Size, All),
    maplist(neighbours(Rows, Cols), All, Lists),
    Neighbours =.. [neighbours|Lists].

%   board_shape(+Board, -Rows, -Cols) is det: Board is a list of Rows
%   rows of Cols cells each, both at least 1; else instantiation_error
%   (Board unbound or a partial list, or a row of it unbound or a
%   partial list) or domain_error(rectangular_board, Board).

board_shape(Board, Rows, Cols) :-
    must_be(nonvar, Board),
    (   is_list(Board),
        Board = [First|_],
        is_list(First),
        length(First, Cols),
        Cols > 0,
        maplist(row_of(Cols), Board)
    ->  length(Board, Rows)
    ;   unfinished_board(Board)
    ->  instantiation_error(Board)
    ;   domain_error(rectangular_board, Board)
    ).

unfinished_board(Board) :-
    (   partial_list(Board)
    ->  true
    ;   is_list(Board),
        member(Row, Board),
        partial_list(Row)
    ->  true
    ).

partial_list(List) :-                   % unbound, or [a, b|_]
    is_of_type(list_or_partial_list, List),
    \+ is_list(List).

%   must_be_die(+Cell) is det: Cell is `qu`, or a letter as words have
%   it (lower case, NFC), other than `q`; else domain_error(die, Cell).
%   A cell that is no die could never take part in a word. Within
%   trusting_words/1 any one character but `q` is taken: the caller's
%   rule read the board.

must_be_die(qu) :- !.
must_be_die(Cell) :-                    % a-z but q: no need to normalize
    atom_codes(Cell, [Code]),
    Code >= 0'a, Code =< 0'z, Code =\= 0'q,
    !.
must_be_die(Cell) :-
    (   Cell \== q,
        atom_length(Cell, 1),
        (   words_trusted
        ->  true
        ;   catch(normalize_word(Cell, Cell), error(domain_error(word, _), _), fail)
        )
    ->  true
    ;   domain_error(die, Cell)
    ).

row_of(Cols, Row) :-
    is_list(Row),
    length(Row, Cols).

neighbours(Rows, Cols, Cell, Next) :-
    Row is (Cell-1) // Cols,
    Col is (Cell-1) mod Cols,
    findall(Cell1,
            ( member(DR, [-1,0,1]),
              member(DC, [-1,0,1]),
              DR-DC \== 0-0,
              Row1 is Row+DR, Row1 >= 0, Row1 < Rows,
              Col1 is Col+DC, Col1 >= 0, Col1 < Cols,
              Cell1 is Row1*Cols + Col1 + 1
            ),
            Next).

%!  boggle_word_score(+Word:atom, -Score:int) is det.
%
%   Score is the points Word earns by its number of letters: 3-4 score
%   1, 5 score 2, 6 score 3, 7 score 5, 8 or more 11, shorter 0.
%
%   @error type_error(atom, Word) if Word is not an atom.

boggle_word_score(Word, Score) :-
    must_be(atom, Word),
    atom_length(Word, Length),
    length_score(Length, Score).

length_score(Length, Points) :-      % for 0, 1, 2, ... 8 or more letters
    Nth is min(Length, 8) + 1,
    arg(Nth, points(0, 0, 0, 1, 1, 2, 3, 5, 11), Points).

%!  boggle_score(+Words:list(atom), -Score:int) is det.
%
%   Score is the total of boggle_word_score/2 over Words.

boggle_score(Words, Score) :-
    must_be(list(atom), Words),
    foldl(add_score, Words, 0, Score).

add_score(Word, Score0, Score) :-
    boggle_word_score(Word, Points),
    Score is Score0 + Points.


                 /*******************************
                 *      ENTRY FOR A PROGRAM     *
                 *******************************/

%   One predicate a question, its answer plain data (lists, atoms,
%   numbers) in its last argument: what wordlog's Python side calls,
%   one call a question, through bridge_call/4 (bridge.pl), which hands
%   over words its own rule admitted (trusting_words/1).

%!  boggle_word_cells(+Board, +Word:atom, -Cells:list) is semidet.
%
%   Cells is the path of boggle_word_path/3 as a list of [Row, Col].

boggle_word_cells(Board, Word, Cells) :-
    boggle_word_path(Board, Word, Path),
    maplist(pair_cell, Path, Cells).

pair_cell(Row-Col, [Row, Col]).

%!  boggle_words_cells(+Board, +MinLength:int, -Found:list) is det.
%
%   Found holds [Word, Cells] for each word of boggle_words/3, in its
%   order, Cells as boggle_word_cells/3 gives them.

boggle_words_cells(Board, MinLength, Found) :-
    boggle_words(Board, MinLength, Words),
    maplist(word_cells(Board), Words, Found).

word_cells(Board, Word, [Word, Cells]) :-
    boggle_word_cells(Board, Word, Cells).

%!  boggle_scores(+Cases:list, -Scores:list) is det.
%
%   Scores holds [Count, Score] for each [Board, MinLength] of Cases:
%   the number of words of boggle_words/3 and their boggle_score/2.

boggle_scores(Cases, Scores) :-
    maplist(case_score, Cases, Scores).

case_score([Board, MinLength], [Count, Score]) :-
    must_be(nonneg, MinLength),
    board_numbers(Board, Numbers, Numbered),
    numbers_score(Numbers, Numbered, MinLength, 0, Count, 0, Score).

numbers_score([], _, _, Count, Count, Score, Score).
numbers_score([Number|Numbers], Numbered, MinLength, Count0, Count, Score0, Score) :-
    arg(Number, Numbered, Letters-_),
    (   Letters >= MinLength
    ->  Count1 is Count0 + 1,
        length_score(Letters, Points),
        Score1 is Score0 + Points
    ;   Count1 = Count0,
        Score1 = Score0
    ),
    numbers_score(Numbers, Numbered, MinLength, Count1, Count, Score1, Score).


%!  boggle_save_words(+File, +Mark:atom, -Saved:atom) is det.
%
%   Write the dictionary to File, marked with Mark (what the caller
%   knows its words by: wordlog gives the SHA-256 of the word list), so
%   that boggle_saved_words/3 reads it back in a fraction of the time a
%   word list takes to load. The file is a line naming its format, Mark
%   and the SHA-256 of the rest, then the dictionary as fast_write/2
%   writes it; it is written whole under another name and then renamed,
%   so a reader never sees half of it. Saved is `true`, or `false` when
%   the file could not be written (the dictionary is the same either way).

boggle_save_words(File, Mark, Saved) :-
    must_be(atom, Mark),
    trie(Trie, Numbered),
    dictionary_(_, _, Count),
    format(atom(Tmp), "~w.~w.tmp", [File, Count]),
    (   catch(save_words(Tmp, Mark, saved_dictionary(Count, Trie, Numbered)), error(_, _), fail),
        catch(rename_file(Tmp, File), error(_, _), fail)
    ->  Saved = true
    ;   catch(delete_file(Tmp), _, true),
        Saved = false
    ).

%   save_words(+File, +Mark, +Saved): File holds the line of its format,
%   Mark and the SHA-256 of the data, then the data: Saved as fast_write/2
%   writes it (written first to a file of its own, and read back).

save_words(File, Mark, Saved) :-
    format(atom(Data), "~w.data", [File]),
    setup_call_cleanup(open(Data, write, Out, [type(binary)]),
                       fast_write(Out, Saved),
                       close(Out)),
    call_cleanup(( read_file_to_string(Data, Bytes, [type(binary)]),
                   sha_hash(Bytes, Hash, [algorithm(sha256), encoding(octet)]),
                   hash_atom(Hash, Digest),
                   setup_call_cleanup(open(File, write, Stream, [type(binary)]),
                                      ( format(Stream, "~w ~w ~w~n", [wordlog_boggle_dictionary_1, Mark, Digest]),
                                        write(Stream, Bytes) ),
                                      close(Stream)) ),
                 delete_file(Data)).

%!  boggle_saved_words(+File, +Mark:atom, -Count:int) is semidet.
%
%   Make the dictionary the one boggle_save_words/3 wrote to File with
%   Mark; Count is its number of words. Fails, the dictionary as it was,
%   when File cannot be read, holds another mark or format, or is not
%   whole: the SHA-256 of its data is checked before the data is read as
%   a term, then every node of the trie and every word.

boggle_saved_words(File, Mark, Count) :-
    must_be(atom, Mark),
    catch(saved_data(File, Mark), error(_, _), fail),
    catch(setup_call_cleanup(open(File, read, In, [type(binary)]),
                             ( skip(In, 0'\n), fast_read(In, Saved) ),
                             close(In)),
          error(_, _), fail),
    Saved = saved_dictionary(Count, Trie, Numbered),
    integer(Count),
    compound(Numbered),
    compound_name_arity(Numbered, words, Count),
    forall(arg(_, Numbered, Entry), numbered_word(Entry)),
    whole_trie(Trie, Count),
    install_trie(own, Count, Trie, Numbered).

%   saved_data(+File, +Mark): the first line of File names this format,
%   Mark and the SHA-256 of the data after it.

saved_data(File, Mark) :-
    setup_call_cleanup(open(File, read, In, [type(binary)]),
                       ( read_line_to_string(In, Line),
                         read_string(In, _, Data) ),
                       close(In)),
    split_string(Line, " ", "", [Format, Marked, Digest]),
    atom_string(wordlog_boggle_dictionary_1, Format),
    atom_string(Mark, Marked),
    sha_hash(Data, Hash, [algorithm(sha256), encoding(octet)]),
    hash_atom(Hash, Digest1),
    atom_string(Digest1, Digest).

numbered_word(Letters-Word) :-
    integer(Letters),
    atom(Word),
    atom_length(Word, Letters).

%   whole_trie(@Node, +Count): Node is a trie as words_trie/4 builds it,
%   its word numbers 1..Count, each child term as many as its bits.

whole_trie(Node, Count) :-
    (   Node = n(Bits, Kids)
    ->  whole_kids(Bits, Kids, Count)
    ;   Node = w(Word, Bits, Kids)
    ->  word_number(Word, Count),
        whole_kids(Bits, Kids, Count)
    ;   Node = leaf(Word)
    ->  word_number(Word, Count)
    ).

whole_kids(Bits, Kids, Count) :-
    integer(Bits),
    Bits >= 0,
    compound(Kids),
    N is popcount(Bits),
    compound_name_arity(Kids, kids, N),
    forall(arg(_, Kids, Kid), whole_trie(Kid, Count)).

word_number(Word, Count) :-
    integer(Word),
    between(1, Count, Word).
