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
            boggle_scores/2             % +Cases:list, -Scores:list
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(ordsets)).
:- use_module(library(error)).
:- use_module(library(aggregate)).
:- use_module(library(pairs)).
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

The dictionary is a prefix tree (trie) held as facts: a node is an
integer, the root 0, and each die an integer code (die_code/2, from 1);
trie_child(Key, Child, Word) links a node to its child by the die
Key = Node << 16 \/ Code, Word being the word that ends at Child, or
0 when none does. A word is stored under its dice, so `quit` is the path
qu-i-t; a word with a q that no u follows can never be traced and is
not stored. The search is depth-first from every cell, extending a path
only while it spells a prefix of some word. Each cell's neighbours are
listed once per board with their die codes and bits, so one step is a
bit test, an integer key and a lookup on trie_child/3's first argument,
which SWI-Prolog indexes by hashing. Used cells are the bits of an
integer.

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
    trie_child/4,                       % Key, Child, Word (0: none), KidCodes
    die_code/2,                         % Die, Code
    dice_codes/1,                       % the highest die code
    root_kids/1,                        % KidCodes of the root
    dictionary_/1.                      % own | lexicon: whose words the trie holds

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
    empty_trie,
    retractall(dictionary_(_)).

%   The lexicon's words are the dictionary until words of its own are
%   loaded or added: built when first needed, and dropped when the
%   lexicon changes (wordlog_lexicon:lexicon_changed/0).

:- multifile wordlog_lexicon:lexicon_changed/0.

wordlog_lexicon:lexicon_changed :-
    (   dictionary_(lexicon)
    ->  boggle_use_lexicon
    ;   true
    ).

ensure_dictionary :-
    (   dictionary_(_)
    ->  true
    ;   findall(Word, lexicon_word(Word), Words),
        set_dictionary(lexicon, Words)
    ).

%   set_dictionary(+Whose, +Words): the trie of Words replaces the
%   dictionary, in one transaction: cut short (by a time or inference
%   limit), it leaves the old one whole.

set_dictionary(Whose, Words) :-
    transaction(( empty_trie,
                  build_trie(Words),
                  assertz(dictionary_(Whose))
                )).

empty_trie :-
    retractall(trie_child(_, _, _, _)),
    retractall(die_code(_, _)),
    retractall(dice_codes(_)),
    retractall(root_kids(_)),
    retractall(dictionary_(_)).

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
%   case); those no board can trace, '' and words with a q no u follows,
%   are left out. A word with a character no die shows ('Run', 'ice
%   cream') is not checked for: it is kept, and never found. The trie is
%   built again with the words it had: add many words at once.

boggle_add_words(Words) :-
    must_be(list(atom), Words),
    (   dictionary_(own)
    ->  findall(Word, dictionary_word(Word), Old)
    ;   Old = []
    ),
    append(Old, Words, All),
    set_dictionary(own, All).

dictionary_word(Word) :-
    trie_child(_, _, Word, _),
    Word \== 0.

%   build_trie(+Words): assert the trie of Words. Their dice are coded
%   1, 2, ... in standard order; the words, as code lists, are sorted,
%   so the words under a node are consecutive and each edge is asserted
%   once, with the codes of its child's children (build/5).

build_trie(Words) :-
    convlist(word_dice_pair, Words, Pairs0),
    sort(Pairs0, Pairs1),
    findall(Die, ( member(Dice-_, Pairs1), member(Die, Dice) ), Dice0),
    sort(Dice0, Dice),
    foldl(assert_code, Dice, 0, Codes),
    assertz(dice_codes(Codes)),
    maplist(coded, Pairs1, Pairs2),
    msort(Pairs2, Pairs),
    build(Pairs, 0, 1, _, Kids),
    assertz(root_kids(Kids)).

word_dice_pair(Word, Dice-Word) :-
    boggle_word_dice(Word, Dice),
    Dice \== [].

assert_code(Die, Code0, Code) :-
    Code is Code0 + 1,
    assertz(die_code(Die, Code)).

coded(Dice-Word, Codes-Word) :-
    maplist(die_code, Dice, Codes).

%   build(+Pairs, +Node, +Next0, -Next, -Kids): the subtrees under Node
%   of Pairs, sorted Codes-Word pairs with Codes not empty; new nodes are
%   numbered from Next0. Kids has the bits of the first codes.

build([], _, Next, Next, 0).
build([[Code|Codes]-Word|Pairs], Node, Next0, Next, Kids) :-
    same_first(Pairs, Code, Tails, Rest),
    Child = Next0,
    Next1 is Next0 + 1,
    (   Codes == []
    ->  End = Word,
        build(Tails, Child, Next1, Next2, ChildKids)
    ;   End = 0,
        build([Codes-Word|Tails], Child, Next1, Next2, ChildKids)
    ),
    Key is Node << 16 \/ Code,
    assertz(trie_child(Key, Child, End, ChildKids)),
    build(Rest, Node, Next2, Next, Kids0),
    Kids is Kids0 \/ 1 << Code.

%   same_first(+Pairs, +Code, -Tails, -Rest): Tails are the pairs at the
%   front of Pairs whose codes start with Code, that code dropped.

same_first([[Code|Codes]-Word|Pairs], Code, [Codes-Word|Tails], Rest) :-
    !,
    same_first(Pairs, Code, Tails, Rest).
same_first(Pairs, _, [], Pairs).

%!  boggle_word_count(-Count:int) is det.
%
%   Count is the number of words in the dictionary: the words added,
%   less those left out (boggle_add_words/1).

boggle_word_count(Count) :-
    ensure_dictionary,
    aggregate_all(count, dictionary_word(_), Count).

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
    board_terms(Board, _, Dice, Neighbours),
    ensure_dictionary,
    steps(Dice, Neighbours, Codes, Steps),
    functor(Dice, _, Size),
    findall(Word, board_word(Codes, Size, Steps, Word), Found),
    sort(Found, Sorted),
    include(long_enough(MinLength), Sorted, Words).

long_enough(MinLength, Word) :-
    atom_length(Word, Length),
    Length >= MinLength.

%   steps(+Dice, +Neighbours, -Steps): Steps is a term of the moves a
%   path may make on this board. For cell N (from 1) and die code C its
%   argument (N-1)*Codes+C+1 lists the neighbours of N showing C as
%   Cell-Bit pairs (Bit the cell's bit); argument Size*Codes+N, Near,
%   has the bits of the codes N's neighbours show; the last, Starts,
%   each cell as s(Cell, Bit, Code), to start a path. Codes is one more
%   than the highest die code.

steps(Dice, Neighbours, Codes, Steps) :-
    functor(Dice, _, Size),
    dice_codes(Last),
    Codes is Last + 1,
    Arity is Size*Codes + Size + 1,
    functor(Steps, steps, Arity),
    findall(s(Cell, Bit, Code),
            ( arg(Cell, Dice, Die),
              die_code(Die, Code),
              Bit is 1 << Cell
            ),
            Starts),
    arg(Arity, Steps, Starts),
    numlist(1, Size, Cells),
    maplist(near_codes(Neighbours, Dice, Size, Codes, Steps), Cells),
    term_variables(Steps, Empty),
    maplist(=([]), Empty).

near_codes(Neighbours, Dice, Size, Codes, Steps, Cell) :-
    arg(Cell, Neighbours, Next),
    findall(Code-(Cell1-Bit),
            ( member(Cell1, Next),
              arg(Cell1, Dice, Die),
              die_code(Die, Code),
              Bit is 1 << Cell1
            ),
            Pairs),
    keysort(Pairs, Sorted),
    group_pairs_by_key(Sorted, Groups),
    foldl(near_group(Codes, Cell, Steps), Groups, 0, Near),
    NearArg is Size*Codes + Cell,
    arg(NearArg, Steps, Near).

near_group(Codes, Cell, Steps, Code-Cells, Near0, Near) :-
    Arg is (Cell-1)*Codes + Code + 1,
    arg(Arg, Steps, Cells),
    Near is Near0 \/ 1 << Code.

board_word(Codes, Size, Steps, Word) :-
    functor(Steps, _, Arity),
    arg(Arity, Steps, Starts),
    member(s(Cell, Bit, Code), Starts),
    trie_child(Code, Node, Word0, Kids),
    walk(Node, Word0, Kids, Cell, Bit, Codes, Size, Steps, Word).

%   walk(+Node, +Word0, +Kids, +Cell, +Used, +Codes, +Size, +Steps,
%   -Word): Word ends at Node (Word0) or below it, along a path from
%   Cell avoiding the Used cells; Kids are the codes of Node's children.

walk(_, Word, _, _, _, _, _, _, Word) :-
    Word \== 0.
walk(Node, _, Kids, Cell, Used, Codes, Size, Steps, Word) :-
    NearArg is Size*Codes + Cell,
    arg(NearArg, Steps, Near),
    Both is Kids /\ Near,
    Both =\= 0,
    bit(Both, Code),
    Arg is (Cell-1)*Codes + Code + 1,
    arg(Arg, Steps, Cells),
    member(Cell1-Bit, Cells),
    Used /\ Bit =:= 0,
    Key is Node << 16 \/ Code,
    trie_child(Key, Node1, Word1, Kids1),
    Used1 is Used \/ Bit,
    walk(Node1, Word1, Kids1, Cell1, Used1, Codes, Size, Steps, Word).

%   bit(+Bits, -Code): Code is a bit set in Bits, lowest first.

bit(Bits, Code) :-
    Low is lsb(Bits),
    (   Code = Low
    ;   Rest is Bits xor (1 << Low),
        Rest =\= 0,
        bit(Rest, Code)
    ).

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
    length(WordDice, Length),
    functor(Dice, _, Size),
    Length =< Size,                     % else no path: a die is used once
    reach_table(WordDice, Dice, Neighbours, [Starts|Table]),
    member(Cell, Starts),
    Used is 1 << Cell,
    trace(Table, Cell, Used, Neighbours, Cells),
    !,
    maplist(cell_pair(Cols), [Cell|Cells], Path).

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
    length_score(Length, Points),
    Score = Points.                     % length_score/2 is not steadfast

length_score(Length, 0) :- Length < 3, !.
length_score(Length, 1) :- Length =< 4, !.
length_score(5, 2) :- !.
length_score(6, 3) :- !.
length_score(7, 5) :- !.
length_score(_, 11).

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
    boggle_words(Board, MinLength, Words),
    length(Words, Count),
    boggle_score(Words, Score).
