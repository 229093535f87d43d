:- module(lexicon,
          [ use_default_lexicon/0,      %
            use_default_lexicon/1,      % +MaxSize
            load_words/1,               % +File
            use_words/1,                % +Words
            word_file_entries/3,        % +File, +Options, -Entries
            use_word_dir/1,             % +Dir
            lexicon_source/1,           % -Source
            lexicon_word/1,             % ?Word
            word_size/2,                % ?Word, ?Size
            length_word/2,              % +Length, ?Word
            lexicon_length/1,           % ?Length
            ensure_length/1,            % +Length
            normalize_word/2,           % +Text, -Word
            max_word_length/1,          % -Max
            query_word/2,               % +Text, -Word
            default_max_size/1          % -MaxSize
          ]).
% Every library predicate these modules call is imported when they are
% loaded, none autoloaded by a question: SWI-Prolog 9 leaves a predicate
% undefined for good if its autoloading is cut short by a time or
% inference limit, as the first question of a session may be.
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(filesex), [directory_file_path/3]).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(pairs)).

/** <module> The lexicon: the words a ladder may use

A word is an atom of Unicode letters (a letter may be followed by combining
marks), in Unicode NFC and lower case. The lexicon holds each word once,
with its SCOWL size (10 = most common ... 95 = rarest) where known.

There are four sources of words:

  - the *bundled* SCOWL data (prolog/data/scowl/L.txt, one file per word
    length, lines `word<TAB>size`), cut at a maximum size. This is the
    lexicon until something else is loaded; use_default_lexicon/1 picks
    another maximum size. The file for length L is read only when words
    of length L are first needed (ensure_length/1), so answering a
    question about four-letter words never reads the other 30 files.
  - a *user file* read by load_words/1: one word per line, optionally
    `word<TAB>size`. It is read once, completely, when loaded.
  - a *list* of words given to use_words/1, read as a file's lines are.
  - a *word directory* named by use_word_dir/1: one file per length, L.txt,
    of words already normalized (lines `word` or `word<TAB>size`), read
    lazily like the bundled data. This is how wordlog hands Prolog a big
    list: Python checks every word once and writes the files, and Prolog
    reads only the lengths it is asked about.

Changing the lexicon (load_words/1, use_words/1, use_word_dir/1,
use_default_lexicon/0,1) removes every word and runs the hook
lexicon_changed/0, whose clauses (in the modules that build tables from
the words: buckets, successor, graph) drop all derived tables. Nothing
stale survives a reload.

Words are stored as two tables of facts, each indexed on its first
argument: word_/2 (`Word`, `Size`) answers "is this a word?", and
length_word_/2 (`Length`, `Word`) lists the words of one length in standard
order of terms (alphabetical by code point).

A word read by load_words/1 from a line without a size takes its size in
the bundled data, as Python's reader gives it; a word the bundled data
does not have gets the atom `unknown`.

@see weaver.pl for the ladder solver built on these words.
*/

:- dynamic
    source_/1,                      % default(MaxSize) | file(Path) | words(N) | dir(Dir)
    loaded_/1,                      % loaded_(L): length L is in the tables
    file_length_/1,                 % a length present in the user file or list
    word_/2,                        % word_(Word, Size)
    length_word_/2.                 % length_word_(Length, Word)

%!  lexicon_changed is nondet.
%
%   Hook, called (all clauses, through forall/2) after the lexicon has
%   been replaced. Modules that derive tables from the words add a clause
%   that removes those tables.

:- multifile lexicon_changed/0.
:- dynamic lexicon_changed/0.

%!  default_max_size(-MaxSize) is det.
%
%   The SCOWL size used by use_default_lexicon/0: 60, the size SCOWL's
%   author recommends for spell checking.

default_max_size(60).


                 /*******************************
                 *        CHOOSING WORDS        *
                 *******************************/

%!  use_default_lexicon is det.
%!  use_default_lexicon(+MaxSize:integer) is det.
%
%   Make the bundled SCOWL words of size at most MaxSize (default 60) the
%   lexicon. No file is read now: each length is read when first needed.
%
%   @error domain_error(scowl_size, MaxSize) unless 10 =< MaxSize =< 95.

use_default_lexicon :-
    default_max_size(Max),
    use_default_lexicon(Max).

use_default_lexicon(Max) :-
    must_be(integer, Max),
    (   between(10, 95, Max)
    ->  replace_lexicon(default(Max), [])
    ;   domain_error(scowl_size, Max)       % SCOWL's sizes run from 10 to 95
    ).

%!  load_words(+File) is det.
%
%   Make the words of File (UTF-8) the lexicon, replacing all words. Each
%   line holds a word, optionally followed by a TAB and its SCOWL size.
%   Blank lines, surrounding white space and lines starting with `#` are
%   ignored; words are put in NFC and lower case; a word listed twice is
%   kept once, with the size of its first line. A word without a size
%   takes its SCOWL size from the bundled data (the size Python's
%   reader gives it, so the friendliest ladders agree), or `unknown`
%   when the bundled data does not have it; unless the bundled data
%   has fewer than half of the words without a size (a list in
%   another language than English): then they all stay `unknown`.
%
%   The file is checked completely before anything changes: on an error
%   the previous lexicon stays in place.
%
%   @error domain_error(word, Text) for a line that is not a word, with
%          a context message `File:Line: ...`.
%   @error type_error(integer, Line) for a line whose size is not a
%          whole number of 0 or more (digits alone); the message names
%          the line and quotes the size.
%   @error existence_error(source_sink, File) if File does not exist.
%   @error domain_error(word_file, File) if File is a directory.
%   @error type_error(text, File) if File is not an atom or a string
%          (a number, a compound); instantiation_error if it is unbound.

load_words(File) :-
    word_file(File, [], Path, Entries),
    unique_words(Entries, Words0),
    known_sizes(Words0, Words),
    replace_lexicon(file(Path), Words).

%!  use_words(+Words:list) is det.
%
%   Make Words the lexicon, replacing all words, as load_words/1 makes
%   the lines of a file without sizes: each an atom or a string, put in
%   NFC and lower case; a word listed twice kept once; each taking its
%   SCOWL size from the bundled data (or `unknown`, on the same terms).
%   For the small lexicons of lessons and tests, typed at the top level.
%   The list is checked completely before anything changes.
%
%   ==
%   ?- use_words([hot, dot, dog, lot, log, cog]), weaver(hit, cog, L).
%   L = [hit, hot, dot, dog, cog].
%   ==
%
%   @error instantiation_error if Words is a partial list or holds an
%          unbound element; type_error(list, Words) if it is no list.
%   @error type_error(text, Element) for an element that is not an atom
%          or a string.
%   @error domain_error(word, Element) for one that is not a word, with
%          a context message naming its position in Words.

use_words(Texts) :-
    must_be(list, Texts),
    foldl(listed_entry, Texts, Entries, 1, _),
    unique_words(Entries, Words0),
    known_sizes(Words0, Words),
    length(Words, Count),
    replace_lexicon(words(Count), Words).

listed_entry(Text, Word-unknown, N, N1) :-
    must_be_atom_or_string(Text),
    text_word(Text, Result),
    (   Result = word(Word)
    ->  true
    ;   Result = fault(Fault),
        format(string(Msg), "word ~d of the list: ~q is not a word: ~w",
               [N, Text, Fault]),
        throw(error(domain_error(word, Text), context(use_words/1, Msg)))
    ),
    N1 is N + 1.

%!  word_file_entries(+File, +Options, -Entries:list(pair)) is det.
%
%   Entries holds a Word-Size pair for each word line of File (UTF-8),
%   in file order, Size being `unknown` for a line without one. This is
%   the one reader of word lists: load_words/1's, and boggle.pl's.
%   Options:
%
%     - normalized(+Bool)
%       `false` (default): each line is read as load_words/1 says,
%       checked and normalized, and the first that is not a word raises
%       an error naming the file and line; `true`: the lines are taken
%       as they are, as use_word_dir/1 takes them (`word` or
%       `word<TAB>size`, already normalized), for lists made by a
%       program that has checked them.
%
%   @error as load_words/1; type_error(boolean, Value) for another
%          value of normalized/1.

word_file_entries(File, Options, Entries) :-
    word_file(File, Options, _, Entries).

%   word_file(+File, +Options, -Path, -Entries): word_file_entries/3,
%   and the absolute Path of File.

word_file(File, Options, Path, Entries) :-
    must_be_atom_or_string(File),
    must_be(list, Options),
    option(normalized(Normalized), Options, false),
    must_be(boolean, Normalized),
    (   exists_directory(File)
    ->  format(string(Msg), "~w: is a directory, not a word list", [File]),
        throw(error(domain_error(word_file, File),
                    context(word_file_entries/3, Msg)))
    ;   true
    ),
    absolute_file_name(File, Path, [access(read)]),
    file_lines(Path, Lines),
    (   Normalized == true
    ->  length_file_words(Lines, inf, Entries)
    ;   file_entries(Lines, Path, 1, Entries)
    ).

%!  use_word_dir(+Dir) is det.
%
%   Make the words of the files L.txt in Dir the lexicon, read lazily:
%   the file of length L the first time words of L letters are needed.
%   Each line is `word` or `word<TAB>size`, the word already normalized
%   (see normalize_word/2) and of L letters: the lines are taken as they
%   are, as the bundled data is. For any other word list use
%   load_words/1, which checks and normalizes every line.
%
%   @error existence_error(directory, Dir) if Dir is not a directory.
%   @error type_error(text, Dir) if Dir is not an atom or a string;
%          instantiation_error if it is unbound.

use_word_dir(Dir) :-
    must_be_atom_or_string(Dir),
    (   exists_directory(Dir)
    ->  true
    ;   existence_error(directory, Dir)
    ),
    absolute_file_name(Dir, Path, [file_type(directory)]),
    replace_lexicon(dir(Path), []).

%   must_be_atom_or_string(@Text): Text is an atom or a string (a file
%   name, a word of a list); else type_error(text, Text), or
%   instantiation_error if it is unbound. Unlike must_be(text, _), a
%   code or character list is refused.

must_be_atom_or_string(Text) :-
    (   ( atom(Text) ; string(Text) )
    ->  true
    ;   must_be(nonvar, Text),
        type_error(text, Text)
    ).

%!  lexicon_source(-Source) is det.
%
%   Source is `default(MaxSize)` for the bundled data, `file(Path)` for
%   a word file loaded with load_words/1, `words(N)` for the N words of
%   a list given to use_words/1, or `dir(Dir)` for a word directory named
%   by use_word_dir/1.

lexicon_source(Source) :-
    (   source_(Source0)
    ->  Source = Source0
    ;   default_max_size(Max),
        Source = default(Max)
    ).

%   replace_lexicon(+Source, +Words) makes Words, from Source, the
%   lexicon, in one transaction: a question cut short (by a time or
%   inference limit) leaves the old lexicon whole, never part of each.

replace_lexicon(Source, Words) :-
    transaction(replace_tables(Source, Words)).

replace_tables(Source, Words) :-
    retractall(source_(_)),
    retractall(loaded_(_)),
    retractall(file_length_(_)),
    retractall(word_(_, _)),
    retractall(length_word_(_, _)),
    forall(lexicon_changed, true),
    assertz(source_(Source)),
    store_words(Words),
    forall(distinct_length(Words, L), assertz(file_length_(L))).

distinct_length(Words, L) :-
    findall(L0, member(L0-_, Words), Ls0),
    sort(Ls0, Ls),
    member(L, Ls).

%   store_words(+Words) asserts Words, a list of Length-(Word-Size)
%   sorted by length and then by word.

store_words([]).
store_words([L-(Word-Size)|Words]) :-
    assertz(word_(Word, Size)),
    assertz(length_word_(L, Word)),
    store_words(Words).


                 /*******************************
                 *          THE TABLES          *
                 *******************************/

%!  ensure_length(+Length:integer) is det.
%
%   Make sure the words of Length letters are in the tables. For the
%   bundled lexicon this reads data/scowl/Length.txt the first time, for
%   a word directory its file Length.txt; a user file is already complete.
%   The words of a length go in in one transaction, all or none.
%
%   @error type_error(nonneg, Length) unless Length is an integer of 0
%          or more; instantiation_error if it is unbound.

ensure_length(L) :-
    must_be(nonneg, L),
    (   loaded_(L)
    ->  true
    ;   lexicon_source(Source),
        transaction(( load_length(Source, L),
                      assertz(loaded_(L))
                    ))
    ).

load_length(file(_), _).
load_length(words(_), _).
load_length(default(Max), L) :-
    scowl_dir(Dir),
    load_length_file(Dir, L, Max).
load_length(dir(Dir), L) :-
    load_length_file(Dir, L, inf).

%   load_length_file(+Dir, +L, +Max) stores the words of Dir/L.txt of
%   size at most Max (all of them for `inf`), if the file exists.

load_length_file(Dir, L, Max) :-
    length_file_entries(Dir, L, Max, Sorted),
    forall(member(Word-Size, Sorted),
           ( assertz(word_(Word, Size)),
             assertz(length_word_(L, Word))
           )).

%   length_file_entries(+Dir, +L, +Max, -Entries): the Word-Size pairs
%   of Dir/L.txt of size at most Max, sorted on Word; [] when there is
%   no such file.

length_file_entries(Dir, L, Max, Entries) :-
    length_file(Dir, L, File),
    (   exists_file(File)
    ->  file_lines(File, Lines),
        length_file_words(Lines, Max, Entries0),
        sort(Entries0, Entries)
    ;   Entries = []
    ).

%   file_lines(+File, -Lines): the lines of File, read as UTF-8 (a BOM
%   is skipped). A file holding a NUL is split code by code: split_string/4
%   would end a line at each NUL as well (see strip/3).

file_lines(File, Lines) :-
    setup_call_cleanup(open(File, read, In, [encoding(utf8)]),
                       read_string(In, _, Text),
                       close(In)),
    (   sub_string(Text, _, _, _, "\x0\")
    ->  string_codes(Text, Codes),
        code_lines(Codes, Lines)
    ;   split_string(Text, "\n", "", Lines)
    ).

code_lines(Codes, [Line|Lines]) :-
    (   append(LineCodes, [0'\n|Rest], Codes)
    ->  string_codes(Line, LineCodes),
        code_lines(Rest, Lines)
    ;   string_codes(Line, Codes),
        Lines = []
    ).

%   strip(+Text, +Pad, -Stripped): Stripped is Text without the
%   characters of the string Pad at either end. SWI-Prolog 9's
%   split_string/4 takes NUL for a separator and a pad character too,
%   whatever it is given (`a<NUL>b` gives two strings, `x<NUL>` gives
%   x), so a text holding a NUL is stripped code by code.

strip(Text, Pad, Stripped) :-
    (   sub_string(Text, _, _, _, "\x0\")
    ->  string_codes(Text, Codes0),
        string_codes(Pad, PadCodes),
        drop_pad(Codes0, PadCodes, Codes1),
        reverse(Codes1, Reversed0),
        drop_pad(Reversed0, PadCodes, Reversed),
        reverse(Reversed, Codes),
        string_codes(Stripped, Codes)
    ;   split_string(Text, "", Pad, [Stripped])
    ).

drop_pad([C|Cs], Pad, Rest) :-
    memberchk(C, Pad),
    !,
    drop_pad(Cs, Pad, Rest).
drop_pad(Cs, _, Cs).

%   length_file_words(+Lines, +Max, -Words) parses trusted lines `word`
%   or `word<TAB>size` (normalized words, as the bundled data and the
%   files wordlog writes) into Word-Size pairs of size at most Max; a
%   word without a size is kept, with the size `unknown`.

length_file_words([], _, []).
length_file_words([Line|Lines], Max, Words) :-
    split_string(Line, "\t", "", Fields),
    (   Fields = [W, S],
        number_string(Size, S)
    ->  (   Size =< Max
        ->  atom_string(Word, W),
            Words = [Word-Size|Rest]
        ;   Words = Rest
        )
    ;   Fields = [W],
        W \== ""
    ->  atom_string(Word, W),
        Words = [Word-unknown|Rest]
    ;   Words = Rest
    ),
    length_file_words(Lines, Max, Rest).

length_file(Dir, L, File) :-
    format(atom(Name), '~d.txt', [L]),
    directory_file_path(Dir, Name, File).

%!  scowl_dir(-Dir) is det.
%
%   The directory of the bundled data, found relative to this source
%   file, so a copy of the prolog/ directory keeps working.

scowl_dir(Dir) :-
    module_property(lexicon, file(File)),
    file_directory_name(File, Here),
    directory_file_path(Here, 'data/scowl', Dir).

%!  lexicon_word(?Word) is nondet.
%
%   Word is in the lexicon. With Word unbound, enumerates all words by
%   length and then alphabetically; for the bundled lexicon or a word
%   directory this reads every length.

lexicon_word(Word) :-
    atom(Word),
    !,
    atom_length(Word, L),
    ensure_length(L),
    word_(Word, _).
lexicon_word(Word) :-
    var(Word),
    lexicon_length(L),
    length_word_(L, Word).

%!  word_size(?Word, ?Size) is nondet.
%
%   Size is the SCOWL size of Word (an integer, 10 = most common ... 95 =
%   rarest, in the bundled words; a word file may give any non-negative
%   integer, smaller meaning more common). A word from a file line
%   without a size has SCOWL's size when the bundled data has the word
%   (load_words/1), else the atom `unknown`. Fails for a word outside
%   the lexicon.

word_size(Word, Size) :-
    lexicon_word(Word),
    word_(Word, Size).

%!  length_word(+Length, ?Word) is nondet.
%
%   Word is a lexicon word of Length letters. Enumerates alphabetically.
%
%   @error as ensure_length/1 for Length.

length_word(L, Word) :-
    ensure_length(L),
    length_word_(L, Word).

%!  lexicon_length(?Length) is nondet.
%
%   There are words of Length letters in the lexicon; enumerated in
%   ascending order. Fails for a Length that is not a non-negative
%   integer.

lexicon_length(L) :-
    integer(L),
    !,
    L >= 0,
    ensure_length(L),
    \+ \+ length_word_(L, _).
lexicon_length(L) :-
    var(L),
    candidate_lengths(Ls),
    member(L, Ls),
    ensure_length(L),
    \+ \+ length_word_(L, _).

candidate_lengths(Ls) :-
    lexicon_source(Source),
    source_lengths(Source, Ls).

source_lengths(file(_), Ls) :-
    findall(L, file_length_(L), Ls).
source_lengths(words(_), Ls) :-
    findall(L, file_length_(L), Ls).
source_lengths(default(_), Ls) :-
    scowl_dir(Dir),
    dir_lengths(Dir, Ls).
source_lengths(dir(Dir), Ls) :-
    dir_lengths(Dir, Ls).

dir_lengths(Dir, Ls) :-
    directory_files(Dir, Files),
    findall(L, ( member(F, Files),
                 file_name_extension(Base, txt, F),
                 atom_number(Base, L),
                 integer(L),
                 L >= 0                 % not -1.txt
               ), Ls0),
    sort(Ls0, Ls).


                 /*******************************
                 *         WORD FILES           *
                 *******************************/

%   file_entries(+Lines, +Path, +LineNo, -Entries) parses the lines of a
%   word file into Word-Size entries, in file order.

file_entries([], _, _, []).
file_entries([Line0|Lines], Path, N, Entries) :-
    strip(Line0, " \t\r\f\v", Line),
    (   skip_line(Line)
    ->  Entries = Rest
    ;   line_entry(Line, Path, N, Entry),
        Entries = [Entry|Rest]
    ),
    N1 is N + 1,
    file_entries(Lines, Path, N1, Rest).

skip_line("") :- !.
skip_line(Line) :-
    sub_string(Line, 0, 1, _, "#").

line_entry(Line, Path, N, Word-Size) :-
    tab_fields(Line, Text, SizeTexts),
    text_word(Text, Result),
    (   Result = word(Word)
    ->  true
    ;   Result = fault(Fault),
        format(string(Msg), "~w:~d: ~q is not a word: ~w",
               [Path, N, Line, Fault]),
        atom_string(Culprit, Text),
        throw(error(domain_error(word, Culprit),
                    context(word_file_entries/3, Msg)))
    ),
    line_size(SizeTexts, Line, Path, N, Size).

%   tab_fields(+Line, -Text, -SizeTexts): Text is Line up to its first
%   TAB, and SizeTexts [] without one, else [the rest of Line], as
%   Python's str.partition("\t") has it: the size of `cold<TAB><TAB>10`
%   is 10 once stripped, and `cold<TAB>10<TAB>20` has no size.

tab_fields(Line, Text, SizeTexts) :-
    (   sub_string(Line, Before, 1, After, "\t")
    ->  sub_string(Line, 0, Before, _, Text),
        sub_string(Line, _, After, 0, SizeText),
        SizeTexts = [SizeText]
    ;   Text = Line,
        SizeTexts = []
    ).

line_size([], _, _, _, Size) :-
    !,
    Size = unknown.
line_size([SizeText0], Line, Path, N, Size) :-
    strip(SizeText0, " \t", SizeText),
    string_codes(SizeText, Codes),
    (   Codes \== [],
        forall(member(C, Codes), code_type(C, digit))
    ->  number_codes(Size, Codes)
    ;   format(string(Msg), "~w:~d: ~q: the size ~q after the TAB is not a whole number of 0 or more",
               [Path, N, Line, SizeText]),
        throw(error(type_error(integer, Line), context(word_file_entries/3, Msg)))
    ).

%   unique_words(+Entries, -Words) keeps the first entry of each word and
%   orders them by length, then word: a list of Length-(Word-Size).

unique_words(Entries, Words) :-
    sort(1, @=<, Entries, ByWord),              % stable: first line first
    first_of_each(ByWord, Unique),
    map_list_to_pairs(word_length, Unique, Keyed),
    keysort(Keyed, Words).

%   known_sizes(+Words0, -Words): Words is Words0, a list of
%   Length-(Word-Size) by length and then word, with the size `unknown`
%   replaced by the word's size in the bundled data where that has the
%   word, if it has at least half of the words without a size: the
%   bundled sizes are English, and in a list in another language the
%   words that are English too (German hand, wind) would take sizes
%   and make all the others rare. The bundled file of a length is read
%   only if a word of that length lacks a size.

known_sizes(Words0, Words) :-
    scowl_dir(Dir),
    group_pairs_by_key(Words0, Groups),
    foldl(length_known_sizes(Dir), Groups, Words1, []),
    unknown_count(Words0, 0, Unsized),
    unknown_count(Words1, 0, Left),
    (   2 * (Unsized - Left) >= Unsized
    ->  Words = Words1
    ;   Words = Words0
    ).

unknown_count([], N, N).
unknown_count([_-(_-Size)|Words], N0, N) :-
    (   Size == unknown
    ->  N1 is N0 + 1
    ;   N1 = N0
    ),
    unknown_count(Words, N1, N).

length_known_sizes(Dir, L-Entries0, Words, Tail) :-
    (   memberchk(_-unknown, Entries0)
    ->  length_file_entries(Dir, L, inf, Bundled),
        with_sizes(Entries0, Bundled, Entries)
    ;   Entries = Entries0
    ),
    keyed(Entries, L, Words, Tail).

%   with_sizes(+Entries0, +Bundled, -Entries): Entries0 and Bundled are
%   Word-Size lists ordered on Word; a word of Entries0 without a size
%   takes the one Bundled gives it (one pass over both).

with_sizes([], _, []).
with_sizes([Word-Size0|Entries0], Bundled0, [Word-Size|Entries]) :-
    drop_before(Bundled0, Word, Bundled),
    (   Size0 == unknown,
        Bundled = [Word-Known|_]
    ->  Size = Known
    ;   Size = Size0
    ),
    with_sizes(Entries0, Bundled, Entries).

drop_before([W-_|Bundled0], Word, Bundled) :-
    W @< Word,
    !,
    drop_before(Bundled0, Word, Bundled).
drop_before(Bundled, _, Bundled).

keyed([], _, Tail, Tail).
keyed([Entry|Entries], L, [L-Entry|Words], Tail) :-
    keyed(Entries, L, Words, Tail).

first_of_each([], []).
first_of_each([W-S|Es], [W-S|Us]) :-
    skip_word(Es, W, Rest),
    first_of_each(Rest, Us).

skip_word([W-_|Es], W, Rest) :-
    !,
    skip_word(Es, W, Rest).
skip_word(Es, _, Es).

word_length(Word-_, L) :-
    atom_length(Word, L).


                 /*******************************
                 *          THE WORD RULE       *
                 *******************************/

%!  normalize_word(+Text, -Word) is det.
%
%   Word is Text (an atom, a string, or a list of characters or codes)
%   stripped, in NFC and lower case.
%   This is the rule applied to the lines of a word file, and to the
%   words of a query.
%
%   The rule is Python's (wordlog.lexicon.read_word): every character a
%   letter (Unicode category L), or a combining mark (M) after the first
%   one; tested to agree on letters, marks, digits, spaces, controls and
%   NUL. For the characters SWI-Prolog 9's utf8proc does not know (its
%   tables are Unicode 5.0's; Python 3.11's are 14.0's) the C library's
%   classes decide, so the two sides differ on some of them: a letter or
%   mark added since may be refused (U+0487 after a letter), a digit or
%   symbol added since taken for a letter (U+0DE6, a Sinhala digit;
%   U+1F130, a squared A), a mark added since taken for a letter at the
%   start of a word (U+0616), and a CJK compatibility ideograph added
%   since (U+FA2E) is not put in NFC.
%
%   @error domain_error(word, Text) if the result is not a word: empty,
%          longer than max_word_length/1 (100 characters), or holding a
%          character that is not a letter (a combining mark may follow a
%          letter). The error's context message says which, as load_words/1
%          does for a line: `it is empty`, `'4' is not a letter`, `it has
%          101 characters; a word has at most 100`.
%   @error type_error(text, Text) if Text is not text (a number, a
%          compound); instantiation_error if it is unbound or a
%          partial list.

normalize_word(Text, Word) :-
    must_be(text, Text),
    (   is_list(Text)
    ->  text_to_string(Text, String)
    ;   String = Text
    ),
    text_word(String, Result),
    (   Result = word(Word0)
    ->  Word = Word0
    ;   Result = fault(Fault),
        throw(error(domain_error(word, Text), context(normalize_word/2, Fault)))
    ).

%!  query_word(+Text, -Word) is det.
%
%   Word is the word Text names in a question (the start or goal of a
%   ladder, the word of a component): Text itself when it is a word of
%   the lexicon, else normalize_word(Text, Word). The lexicon holds
%   only words, normalized when they were read, so a word of it is not
%   read again: no time is spent on it, and a word whose characters
%   are newer than SWI-Prolog's Unicode tables (which Python's rule,
%   with the tables of Python 3.11, admitted to a list it hands over)
%   is still found.
%
%   @error as normalize_word/2, for a Text that is not a lexicon word.

query_word(Text, Word) :-
    (   atom(Text),
        lexicon_word(Text)
    ->  Word = Text
    ;   normalize_word(Text, Word)
    ).

%   text_word(+Text, -Result) normalizes Text: Result is word(Word), or
%   fault(Why) with Why describing the first problem. Plain ASCII letters,
%   most lines of most word lists, need no NFC and no check.

text_word(Text, Result) :-
    strip(Text, " \t\r\n\f\v", Stripped),
    string_codes(Stripped, Codes0),
    (   Codes0 \== [],
        maplist(ascii_letter, Codes0),
        string_length(Stripped, N),
        max_word_length(Max),
        N =< Max
    ->  string_lower(Stripped, Lower),
        atom_string(Word, Lower),
        Result = word(Word)
    ;   atom_string(Atom, Stripped),
        nfc(Atom, Nfc),
        lower(Nfc, Lower),
        nfc(Lower, Word),
        atom_codes(Word, Codes),
        (   word_fault(Codes, Fault)
        ->  Result = fault(Fault)
        ;   Result = word(Word)
        )
    ).

%   lower(+Atom, -Lower): Atom in lower case, a character at a time
%   (downcase_atom/2), so a word keeps its length: U+0130, I with a dot
%   above, lowers to i. A capital sigma lowers to final sigma where
%   Greek writes it, as Python's str.lower() does: after a cased letter
%   and not before one, case-ignorable characters in between not
%   counting (Unicode's Final_Sigma). downcase_atom/2 asks the C
%   library, which lowers only ASCII in a locale that is not UTF-8 (C,
%   POSIX: a machine with no locale set); a character it leaves as it
%   was is then lowered by utf8proc's tables (unicode_lower/2), so the
%   rule does not depend on the locale for the characters they know.

lower(Atom, Lower) :-
    downcase_atom(Atom, Lower0),
    atom_codes(Atom, Codes),
    atom_codes(Lower0, Lowers0),
    maplist(lower_code, Codes, Lowers0, Lowers1),
    (   memberchk(0x3A3, Codes)
    ->  final_sigmas(Codes, [], Lowers1, Lowers)
    ;   Lowers = Lowers1
    ),
    atom_codes(Lower, Lowers).

lower_code(C, L0, L) :-
    (   L0 =:= C,
        C >= 128,
        unicode_lower(C, L1)
    ->  L = L1
    ;   L = L0
    ).

%   final_sigmas(+Codes, +Before, +Lowers0, -Lowers): Lowers is Lowers0,
%   the lower case of Codes, with final sigma for each capital sigma in
%   the Final_Sigma context; Before holds the codes before, reversed.

final_sigmas([], _, [], []).
final_sigmas([C|Cs], Before, [L0|Ls0], [L|Ls]) :-
    (   C =:= 0x3A3,
        next_is_cased(Before),
        \+ next_is_cased(Cs)
    ->  L = 0x3C2
    ;   L = L0
    ),
    final_sigmas(Cs, [C|Before], Ls0, Ls).

%   next_is_cased(+Codes): the first of Codes that is not case-ignorable
%   is a cased letter (one with an upper or lower case).

next_is_cased([C|Cs]) :-
    (   case_ignorable(C)
    ->  next_is_cased(Cs)
    ;   cased(C)
    ).

%   cased(+C): C is an upper, lower or title case letter, by utf8proc's
%   categories (Lu, Ll, Lt) or, for a character they do not know, the C
%   library's classes.

cased(C) :-
    (   cased_category(C)
    ->  true
    ;   code_type(C, upper)
    ->  true
    ;   code_type(C, lower)
    ).

ascii_letter(C) :-
    (   C >= 0'a, C =< 0'z
    ->  true
    ;   C >= 0'A, C =< 0'Z
    ).

%!  max_word_length(-Max) is det.
%
%   Max is the most characters a word may have: 100. Dictionary words
%   stay well below it (the longest bundled word has 45 letters); a
%   longer one is a mistake, and its buckets would cost
%   memory in proportion to the square of its length. Python's rule has
%   the same bound (wordlog.lexicon.MAX_LETTERS).

max_word_length(100).

%   word_fault(+Codes, -Fault): the word rule. At most max_word_length/1
%   characters, every one a letter, or a combining mark after the first
%   character; otherwise Fault says what is wrong: the length, or the
%   first character that breaks the rule.

word_fault([], "it is empty").
word_fault(Codes, Fault) :-
    length(Codes, N),
    max_word_length(Max),
    N > Max,
    !,
    format(string(Fault), "it has ~D characters; a word has at most ~d", [N, Max]).
word_fault([C|Cs], Fault) :-
    (   \+ letter(C)
    ->  char_fault(C, Fault)
    ;   member(D, Cs),
        \+ letter(D),
        \+ mark(D),
        !,
        char_fault(D, Fault)
    ).

char_fault(C, Fault) :-
    (   mark(C)
    ->  format(string(Fault), "U+~|~`0t~16R~4+ (a combining mark) does not follow a letter", [C])
    ;   space(C)
    ->  Fault = "a space is not a letter"
    ;   C =:= 0''
    ->  Fault = "\"'\" is not a letter"          % as Python quotes it: "'"
    ;   printable(C)
    ->  format(string(Fault), "'~c' is not a letter", [C])
    ;   format(string(Fault), "U+~|~`0t~16R~4+ is not a letter", [C])
    ).

:- if(exists_source(library(unicode))).
:- use_module(library(unicode), [unicode_nfc/2, unicode_property/2]).

%   With utf8proc: the Unicode general categories, as in Python's
%   unicodedata: a letter is L*, a combining mark M*, a space Zs. The
%   utf8proc of SWI-Prolog 9 knows an older Unicode than Python 3.11;
%   for a character it does not know, the C library's classification
%   (code_type/2) decides.

%   utf8proc refuses to normalize a text holding a noncharacter (U+FFFE,
%   U+FDD0 ... U+FDEF, U+nFFFF: domain_error(unicode_string, Text)). Such a
%   text is no word, but word_fault/2 names its fault as Python's rule does
%   after NFC: a noncharacter composes with nothing, so the runs between
%   the noncharacters are put in NFC one by one (`=` and U+0338 are U+2260,
%   the first fault; E and U+0301 one letter in the count). The source
%   stays ASCII: swipl reads it in the locale's encoding.

nfc(Atom, Nfc) :-
    catch(unicode_nfc(Atom, Nfc0), error(domain_error(unicode_string, _), _),
          fail),
    !,
    Nfc = Nfc0.
nfc(Atom, Nfc) :-
    atom_codes(Atom, Codes),
    nfc_runs(Codes, NfcCodes),
    atom_codes(Nfc, NfcCodes).

nfc_runs(Codes, NfcCodes) :-
    run_before_noncharacter(Codes, Run, Rest),
    atom_codes(RunAtom, Run),
    unicode_nfc(RunAtom, NfcRun),
    atom_codes(NfcRun, RunCodes),
    (   Rest = [Noncharacter|Rest1]
    ->  append(RunCodes, [Noncharacter|Tail], NfcCodes),
        nfc_runs(Rest1, Tail)
    ;   NfcCodes = RunCodes
    ).

run_before_noncharacter([], [], []).
run_before_noncharacter([C|Cs], Run, Rest) :-
    (   noncharacter(C)
    ->  Run = [],
        Rest = [C|Cs]
    ;   Run = [C|Run1],
        run_before_noncharacter(Cs, Run1, Rest)
    ).

noncharacter(C) :-
    (   C >= 0xFDD0, C =< 0xFDEF
    ->  true
    ;   C /\ 0xFFFE =:= 0xFFFE
    ).

letter(C) :-
    category(C, 0'L).

mark(C) :-
    category(C, 0'M).

space(C) :-
    unicode_property(C, category('Zs')).

%   printable(+C): C shows as itself in a message, as Python's
%   str.isprintable() has it: not a control, format character (a soft
%   hyphen, a zero-width space, a BOM), separator or unassigned code,
%   which a message names by its code point.

printable(C) :-
    (   unicode_property(C, category(Cat))
    ->  sub_atom(Cat, 0, 1, _, Major),
        \+ memberchk(Major, ['C', 'Z'])
    ;   code_type(C, graph)
    ).

case_ignorable(C) :-                    % in a word: a non-spacing or
    unicode_property(C, category(Cat)), % enclosing mark, a modifier letter
    memberchk(Cat, ['Mn', 'Me', 'Lm', 'Cf', 'Sk']).

cased_category(C) :-
    unicode_property(C, category(Cat)),
    memberchk(Cat, ['Lu', 'Ll', 'Lt']).

unicode_lower(C, L) :-
    unicode_property(C, lowercase_mapping(L)).

category(C, Major) :-
    (   C < 128
    ->  ascii_category(C, Major)
    ;   unicode_property(C, category(Cat))
    ->  sub_atom(Cat, 0, 1, _, First),
        char_code(First, Major)
    ;   code_type(C, alpha),
        \+ code_type(C, digit(_))
    ->  Major = 0'L
    ;   Major = 0'C
    ).

ascii_category(C, 0'L) :-
    ascii_letter(C),
    !.
ascii_category(_, 0'C).                 % not L nor M: enough here

:- else.                                % without utf8proc: no NFC, no marks

nfc(Atom, Atom).

letter(C) :-
    code_type(C, alpha),
    \+ code_type(C, digit(_)),
    C \== 0'_.

mark(_) :-
    fail.

case_ignorable(_) :-
    fail.

cased_category(_) :-
    fail.

unicode_lower(_, _) :-
    fail.

space(C) :-
    code_type(C, space).

printable(C) :-
    code_type(C, graph).

:- endif.
