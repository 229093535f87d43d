:- module(wordlog_lexicon,
          [ use_default_lexicon/0,
            use_default_lexicon/1,      % +MaxSize
            use_default_lexicon/2,      % +MaxSize, +Options
            load_words/1,               % +File
            load_words/2,               % +File, +Options
            use_words/1,                % +Words
            word_file_entries/3,        % +File, +Options, -Entries
            lexicon_source/1,           % -Source
            lexicon_word/1,             % ?Word
            word_size/2,                % ?Word, ?Size
            length_word/2,              % +Length, ?Word
            lexicon_length/1,           % ?Length
            ensure_length/1,            % +Length
            use_length_words/2,         % +Length, +File
            normalize_word/2,           % +Text, -Word
            query_word/2,               % +Text, -Word
            trusting_words/1,           % :Goal
            words_trusted/0,
            max_word_length/1,          % -Max
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

%   utf8_letters: in the C or POSIX locale, classify characters as
%   C.UTF-8 does, so that letters beyond ASCII are letters in any locale.

utf8_letters :-
    setlocale(ctype, Old, Old),
    (   memberchk(Old, ['C', 'POSIX'])
    ->  catch(setlocale(ctype, _, 'C.UTF-8'), _, true)
    ;   true
    ).

:- utf8_letters.
:- use_module(library(pairs)).

/** <module> The lexicon: the words a ladder may use

The lexicon holds each word once, with its SCOWL size (10 = most common
... 95 = rarest) where known, else the atom `unknown`. It comes from one
of three sources:

  - the *bundled* SCOWL data (prolog/data/scowl/L.txt, one file per word
    length, lines `word<TAB>size`), cut at a maximum size, without the
    words of prolog/data/offensive.txt unless asked. This is the lexicon
    until something else is loaded (use_default_lexicon/0,1,2). The file
    of length L is read when words of L letters are first needed.
  - a *word file* read by load_words/1,2: one word per line, optionally
    `word<TAB>size`, read completely when loaded.
  - a *list* of words given to use_words/1.

The word rule, for the files, lists and questions a person gives at the
top level, is plain: *a word is 1 to 100 letters, taken in lower case*.
A letter is a character `C` for which char_type(C, csymf) holds, other
than `_`; `Cold` is read as `cold` (downcase_atom/2). The C library
classifies the characters, so where its locale is the plain C one (which
knows ASCII alone) this module sets the character classes to C.UTF-8 as
it loads. Nothing else is
changed: a digit, a space, or a combining mark (a word in NFD) is
refused with an error naming it. wordlog's Python side applies its
fuller rule (Unicode letters and marks, NFC, lower case) and hands Prolog
its words through load_words/2 with normalized(true), taken as they are.

Changing the lexicon removes every word and runs the hook
lexicon_changed/0, whose clauses (in the modules that build tables from
the words) drop their tables, all in one transaction: a question cut
short by a time or inference limit leaves the old lexicon and its tables
whole. The words are two tables of facts, each indexed on its first
argument: word_/2 (`Word`, `Size`), one a word, and length_words_/2
(`Length`, `Words`), one a length, its words in standard order of terms.

@see weaver.pl for the ladder solver built on these words.
*/

:- dynamic
    source_/1,                      % default(MaxSize) | file(Path) | words(N)
    loaded_/1,                      % loaded_(L): length L of the bundled data is read
    word_/2,                        % word_(Word, Size)
    length_words_/2.                % length_words_(Length, Words), Words sorted

%!  lexicon_changed is nondet.
%
%   Hook, called (all clauses, through forall/2) when the lexicon is
%   replaced. Modules that derive tables from the words add a clause
%   that removes those tables.

:- multifile lexicon_changed/0.
:- dynamic lexicon_changed/0.

%!  default_max_size(-MaxSize) is det.
%
%   The SCOWL size used by use_default_lexicon/0: 60, the size SCOWL's
%   author recommends for spell checking.

default_max_size(60).

%!  max_word_length(-Max) is det.
%
%   The most letters a word may have: 100. The longest bundled word has
%   45; Python's rule has the same bound (wordlog.lexicon.MAX_LETTERS).

max_word_length(100).


                 /*******************************
                 *        CHOOSING WORDS        *
                 *******************************/

%!  use_default_lexicon is det.
%!  use_default_lexicon(+MaxSize:integer) is det.
%!  use_default_lexicon(+MaxSize:integer, +Options:list) is det.
%
%   Make the bundled SCOWL words of size at most MaxSize (default 60) the
%   lexicon. The words of prolog/data/offensive.txt are left out unless
%   Options holds offensive(true). No file is read here: each length is
%   read when first needed.
%
%   @error domain_error(scowl_size, MaxSize) unless 10 =< MaxSize =< 95.
%   @error type_error(boolean, Value) for offensive(Value) not a boolean.

use_default_lexicon :-
    default_max_size(Max),
    use_default_lexicon(Max).

use_default_lexicon(Max) :-
    use_default_lexicon(Max, []).

use_default_lexicon(Max, Options) :-
    must_be(integer, Max),
    (   between(10, 95, Max)            % SCOWL's sizes run from 10 to 95
    ->  true
    ;   domain_error(scowl_size, Max)
    ),
    must_be(list, Options),
    option(offensive(Offensive), Options, false),
    must_be(boolean, Offensive),
    replace_lexicon(default(Max, Offensive), []).

%!  load_words(+File) is det.
%!  load_words(+File, +Options) is det.
%
%   Make the words of File (UTF-8) the lexicon, replacing all words. Each
%   line holds a word (see the word rule above), optionally followed by
%   a TAB and its size, a whole number of 0 or more. Blank lines, white
%   space around a line and lines starting with `#` are ignored; a word
%   listed twice is kept once, with the size of its first line; a word
%   without a size has the size `unknown`. The file is read and checked
%   completely before anything changes: on an error the previous lexicon
%   stays. Options are those of word_file_entries/3; with normalized(true)
%   the words are taken as they are and must be unique (a file sorted by
%   length, then word, is read fastest).
%
%   @error as word_file_entries/3.

load_words(File) :-
    load_words(File, []).

load_words(File, Options) :-
    word_file(File, Options, Path, Entries),
    (   option(normalized(true), Options)
    ->  map_list_to_pairs(word_length, Entries, Keyed),
        sort(0, @=<, Keyed, Words)      % by length, then word: no work on sorted lines
    ;   unique_words(Entries, Words)
    ),
    transaction(replace_tables(file(Path), Words)).

%!  use_words(+Words:list) is det.
%
%   Make Words (atoms or strings, each a word by the word rule) the
%   lexicon, replacing all words; a word listed twice is kept once; every
%   size is `unknown`. For the small lexicons of lessons and tests:
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
    length(Texts, Count),
    replace_lexicon(words(Count), Entries).

listed_entry(Text, Word-unknown, N, N1) :-
    must_be_atom_or_string(Text),
    text_word(Text, Word, Fault),
    (   var(Fault)
    ->  true
    ;   format(string(Msg), "word ~d of the list: ~q is not a word: ~w",
               [N, Text, Fault]),
        throw(error(domain_error(word, Text), context(use_words/1, Msg)))
    ),
    N1 is N + 1.

%!  lexicon_source(-Source) is det.
%
%   Source is `default(MaxSize)` for the bundled data, `file(Path)` for
%   a word file loaded with load_words/1,2, or `words(N)` for the N
%   elements of a list given to use_words/1.

lexicon_source(Source) :-
    (   source_(Source0)
    ->  source_term(Source0, Source)
    ;   default_max_size(Max),
        Source = default(Max)
    ).

source_term(default(Max, _), default(Max)) :- !.
source_term(Source, Source).

%   replace_lexicon(+Source, +Entries) makes the Word-Size Entries, from
%   Source, the lexicon, in one transaction with the hook's clauses
%   (replace_tables/2, given Words as Length-(Word-Size) by length and
%   then word).

replace_lexicon(Source, Entries) :-
    unique_words(Entries, Words),
    transaction(replace_tables(Source, Words)).

replace_tables(Source, Words) :-
    retractall(source_(_)),
    retractall(loaded_(_)),
    retractall(word_(_, _)),
    retractall(length_words_(_, _)),
    forall(lexicon_changed, true),
    assertz(source_(Source)),
    group_pairs_by_key(Words, Groups),
    forall(member(L-Entries, Groups), store_length(L, Entries)).

%   store_length(+L, +Entries) stores the Word-Size Entries of length L,
%   ordered by word.

store_length(L, Entries) :-
    forall(member(Word-Size, Entries), assertz(word_(Word, Size))),
    pairs_keys(Entries, Words),
    assertz(length_words_(L, Words)).

%   unique_words(+Entries, -Words) keeps the first entry of each word
%   and orders them by length, then word: a list of Length-(Word-Size).

unique_words(Entries, Words) :-
    sort(1, @=<, Entries, ByWord),              % stable: the first line first
    first_of_each(ByWord, Unique),
    map_list_to_pairs(word_length, Unique, Keyed),
    keysort(Keyed, Words).                      % stable: by word within a length

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
                 *          WORD FILES          *
                 *******************************/

%!  word_file_entries(+File, +Options, -Entries:list(pair)) is det.
%
%   Entries holds a Word-Size pair for each word line of File (UTF-8),
%   in file order, Size being `unknown` for a line without one: the one
%   reader of word files, load_words/2's and boggle.pl's. Options:
%
%     - normalized(+Bool)
%       `false` (default): each line is read as load_words/1 says and
%       checked, and the first that is not a word raises an error naming
%       the file and line; `true`: the lines are `word` or `word<TAB>size`
%       as a program that checked them wrote them (wordlog's Python side,
%       often through `/dev/fd/N`), taken as they are.
%
%   @error existence_error(source_sink, File) if File does not exist or
%          cannot be read; domain_error(word_file, File) if File is a
%          directory.
%   @error domain_error(word, Word) for a line that is not a word, and
%          type_error(integer, Line) for a size that is not a whole number
%          of 0 or more; the context message says `File:Line: ...`.
%   @error type_error(text, File) if File is not an atom or a string;
%          type_error(boolean, Value) for another value of normalized/1.

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
    setup_call_cleanup(open(Path, read, In, [encoding(utf8)]),
                       read_string(In, _, Text),
                       close(In)),
    (   Normalized == true
    ->  split_string(Text, "\n", "", Lines),
        trusted_entries(Lines, inf, Entries)
    ;   atomic_list_concat(Lines, '\n', Text),   % split_string/4 splits at a NUL too
        checked_entries(Lines, Path, 1, Entries)
    ).

%   trusted_entries(+Lines, +Max, -Entries) parses the lines `word` or
%   `word<TAB>size` of a file already checked (the bundled data, the
%   files wordlog writes) into Word-Size pairs of size at most Max; an
%   empty line, or one whose size is no number, is passed over.

trusted_entries([], _, []).
trusted_entries([Line|Lines], Max, Entries) :-
    (   sub_string(Line, Before, 1, After, "\t")
    ->  (   sub_string(Line, _, After, 0, SizeText),
            number_string(Size, SizeText),
            Size =< Max
        ->  sub_atom(Line, 0, Before, _, Word),
            Entries = [Word-Size|Rest]
        ;   Entries = Rest                  % larger than Max (or no size: passed over)
        )
    ;   Line == ""
    ->  Entries = Rest
    ;   atom_string(Word, Line),
        Entries = [Word-unknown|Rest]
    ),
    trusted_entries(Lines, Max, Rest).

%   checked_entries(+Lines, +Path, +LineNo, -Entries) reads the lines of
%   a word file a person gave, in file order, by the word rule.

checked_entries([], _, _, []).
checked_entries([Line0|Lines], Path, N, Entries) :-
    strip(Line0, Line),
    (   ( Line == "" ; sub_string(Line, 0, 1, _, "#") )
    ->  Entries = Rest
    ;   line_entry(Line, Path, N, Entry),
        Entries = [Entry|Rest]
    ),
    N1 is N + 1,
    checked_entries(Lines, Path, N1, Rest).

line_entry(Line, Path, N, Word-Size) :-
    (   sub_string(Line, Before, 1, After, "\t")
    ->  sub_string(Line, 0, Before, _, Text0),
        strip(Text0, Text),
        sub_string(Line, _, After, 0, SizeText0),
        strip(SizeText0, SizeText),
        line_size(SizeText, Line, Path, N, Size)
    ;   Text = Line,
        Size = unknown
    ),
    text_word(Text, Word, Fault),
    (   var(Fault)
    ->  true
    ;   format(string(Msg), "~w:~d: ~q is not a word: ~w", [Path, N, Line, Fault]),
        atom_string(Culprit, Text),
        throw(error(domain_error(word, Culprit), context(word_file_entries/3, Msg)))
    ).

%   strip(+Text, -Stripped): Text without spaces, TABs and CRs at either
%   end, as a string. split_string/4 would take a NUL for one of them.

strip(Text, Stripped) :-
    (   sub_atom(Text, _, _, _, '\x0\')
    ->  atom_codes(Text, Codes0),
        drop_pad(Codes0, Codes1),
        reverse(Codes1, Reversed0),
        drop_pad(Reversed0, Reversed),
        reverse(Reversed, Codes),
        string_codes(Stripped, Codes)
    ;   split_string(Text, "", " \t\r", [Stripped])
    ).

drop_pad([C|Cs], Rest) :-
    memberchk(C, `\s\t\r`),
    !,
    drop_pad(Cs, Rest).
drop_pad(Cs, Cs).

line_size(SizeText, _, _, _, Size) :-
    string_codes(SizeText, Codes),
    Codes \== [],
    forall(member(C, Codes), code_type(C, digit)),
    !,
    number_codes(Size, Codes).
line_size(SizeText, Line, Path, N, _) :-
    format(string(Msg), "~w:~d: ~q: the size ~q after the TAB is not a whole number of 0 or more",
           [Path, N, Line, SizeText]),
    throw(error(type_error(integer, Line), context(word_file_entries/3, Msg))).

%   must_be_atom_or_string(@Text): else type_error(text, Text), or
%   instantiation_error if it is unbound. A code or character list is
%   refused.

must_be_atom_or_string(Text) :-
    (   ( atom(Text) ; string(Text) )
    ->  true
    ;   must_be(nonvar, Text),
        type_error(text, Text)
    ).


                 /*******************************
                 *          THE TABLES          *
                 *******************************/

%!  ensure_length(+Length:integer) is det.
%
%   Make sure the words of Length letters are in the tables: for the
%   bundled lexicon, read data/scowl/Length.txt the first time, in one
%   transaction; a word file or list is complete already.
%
%   @error type_error(nonneg, Length) unless Length is an integer of 0
%          or more; instantiation_error if it is unbound.

ensure_length(L) :-
    must_be(nonneg, L),
    (   source_(Source)
    ->  true
    ;   default_max_size(Max),
        Source = default(Max, false)
    ),
    (   Source = default(Max, Offensive),
        \+ loaded_(L)
    ->  transaction(( load_bundled_length(L, Max, Offensive),
                      assertz(loaded_(L)) ))
    ;   true
    ).

%!  use_length_words(+Length:integer, +File) is det.
%
%   Make the words of File the bundled lexicon's words of Length
%   letters, as ensure_length/1 would read them from data/scowl: for a
%   program that has read that file itself and hands over the words it
%   kept (wordlog's Python side), so that each file is read once. File
%   holds lines `word` or `word<TAB>size`, taken as they are (as
%   word_file_entries/3 reads them with normalized(true)). Nothing is
%   done when the lexicon is not the bundled one, or when its words of
%   Length letters are in the tables already.

use_length_words(L, File) :-
    must_be(nonneg, L),
    (   ( source_(Source) -> Source = default(_, _) ; true ),
        \+ loaded_(L)
    ->  word_file_entries(File, [normalized(true)], Entries0),
        sort(Entries0, Entries),
        transaction(( store_length(L, Entries),
                      assertz(loaded_(L)) ))
    ;   true
    ).

load_bundled_length(L, Max, Offensive) :-
    data_file(scowl/L, File),
    (   exists_file(File)
    ->  read_trusted(File, Max, Entries0),
        sort(Entries0, Entries1),
        (   Offensive == true
        ->  Entries = Entries1
        ;   exclude(offensive_entry, Entries1, Entries)
        ),
        store_length(L, Entries)
    ;   true
    ).

read_trusted(File, Max, Entries) :-
    setup_call_cleanup(open(File, read, In, [encoding(utf8)]),
                       read_string(In, _, Text),
                       close(In)),
    split_string(Text, "\n", "", Lines),
    trusted_entries(Lines, Max, Entries).

offensive_entry(Word-_) :-
    offensive_word(Word).

%   offensive_word(?Word): Word is listed in prolog/data/offensive.txt
%   (one lower-case word a line, `#` comments), read once.

:- dynamic offensive_/1, offensive_read_/0.

offensive_word(Word) :-
    (   offensive_read_
    ->  true
    ;   transaction(( read_offensive, assertz(offensive_read_) ))
    ),
    offensive_(Word).

read_offensive :-
    data_file(offensive, File0),
    file_name_extension(File0, txt, File),
    (   exists_file(File)
    ->  setup_call_cleanup(open(File, read, In, [encoding(utf8)]),
                           read_string(In, _, Text),
                           close(In)),
        split_string(Text, "\n", " \t\r", Lines),
        forall(( member(Line, Lines),
                 Line \== "",
                 \+ sub_string(Line, 0, 1, _, "#") ),
               ( atom_string(Word, Line), assertz(offensive_(Word)) ))
    ;   true
    ).

%   data_file(+Spec, -File): File in prolog/data, found from this source
%   file, so a copy of the prolog/ directory keeps working: scowl/L is
%   the bundled file of length L.

data_file(scowl/L, File) :-
    !,
    data_dir(Dir),
    format(atom(Name), 'scowl/~d.txt', [L]),
    directory_file_path(Dir, Name, File).
data_file(Name, File) :-
    data_dir(Dir),
    directory_file_path(Dir, Name, File).

data_dir(Dir) :-
    module_property(wordlog_lexicon, file(File)),
    file_directory_name(File, Here),
    directory_file_path(Here, data, Dir).

%!  lexicon_word(?Word) is nondet.
%
%   Word is in the lexicon. With Word unbound, enumerates all words by
%   length and then alphabetically (for the bundled lexicon this reads
%   every length).

lexicon_word(Word) :-
    atom(Word),
    !,
    atom_length(Word, L),
    ensure_length(L),
    word_(Word, _).
lexicon_word(Word) :-
    var(Word),
    lexicon_length(L),
    length_words_(L, Words),
    member(Word, Words).

%!  word_size(?Word, ?Size) is nondet.
%
%   Size is the size of Word: an integer (10 = most common ... 95 =
%   rarest, in the bundled words), or `unknown`. Fails for a word
%   outside the lexicon.

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
    (   atom(Word)
    ->  atom_length(Word, L),
        word_(Word, _)
    ;   length_words_(L, Words),
        member(Word, Words)
    ).

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
    length_words_(L, [_|_]).
lexicon_length(L) :-
    var(L),
    candidate_lengths(Ls),
    member(L, Ls),
    ensure_length(L),
    length_words_(L, [_|_]).

candidate_lengths(Ls) :-
    (   source_(Source),
        Source \= default(_, _)
    ->  findall(L, length_words_(L, _), Ls)
    ;   data_file(scowl, Dir),
        directory_files(Dir, Files),
        findall(L, ( member(F, Files),
                     file_name_extension(Base, txt, F),
                     atom_number(Base, L)
                   ), Ls0),
        sort(Ls0, Ls)
    ).


                 /*******************************
                 *          THE WORD RULE       *
                 *******************************/

%!  normalize_word(+Text, -Word) is det.
%
%   Word is Text (an atom, a string, or a list of characters or codes)
%   in lower case, as an atom, if that is a word by the word rule: 1 to
%   100 letters. This is how a word typed in a question, a list or a
%   file is read at the top level.
%
%   @error domain_error(word, Text) if Text is no word; the context
%          message says why, as load_words/1 does for a line: `it is
%          empty`, `'4' is not a letter`, `it has 101 characters; a
%          word has at most 100`.
%   @error type_error(text, Text) if Text is not text; instantiation_error
%          if it is unbound or a partial list.

normalize_word(Text, Word) :-
    must_be(text, Text),
    text_word(Text, Word0, Fault),
    (   var(Fault)
    ->  Word = Word0
    ;   throw(error(domain_error(word, Text), context(normalize_word/2, Fault)))
    ).

%!  query_word(+Text, -Word) is det.
%
%   Word is the word Text names in a question (the start or goal of a
%   ladder, the word of a component): Text itself when it is a word of
%   the lexicon (which holds the words Python's rule admitted, taken as
%   they are) or any atom within trusting_words/1, else
%   normalize_word(Text, Word).
%
%   @error as normalize_word/2, for a Text that is not a lexicon word.

query_word(Text, Word) :-
    (   atom(Text),
        (   words_trusted
        ->  true
        ;   lexicon_word(Text)
        )
    ->  Word = Text
    ;   normalize_word(Text, Word)
    ).

%!  trusting_words(:Goal) is semidet.
%
%   Call Goal once with query_word/2 taking every atom as the word it
%   is, unread: for a program that reads words by its own word rule and
%   hands over only words it admitted, normalized (wordlog's Python
%   side, through bridge.pl), so that no such word is judged again here.

:- meta_predicate trusting_words(0).

trusting_words(Goal) :-
    setup_call_cleanup(nb_setval(wordlog_trusted_words, true),
                       once(Goal),
                       nb_setval(wordlog_trusted_words, false)).

%!  words_trusted is semidet.
%
%   True within trusting_words/1: the words (and the letters of a
%   Boggle board) at hand were admitted by the caller's own rule.

words_trusted :-
    nb_current(wordlog_trusted_words, true).

%   text_word(+Text, -Word, -Fault): the word rule. Word is Text in lower
%   case (downcase_atom/2: all letters in a UTF-8 locale, A-Z alone in
%   the C locale), and Fault is unbound if Word is 1 to 100 letters none
%   of them upper case, else says why not.

text_word(Text, Word, Fault) :-
    text_to_string(Text, String),
    downcase_atom(String, Word),
    atom_codes(Word, Codes),
    length(Codes, N),
    max_word_length(Max),
    (   N =:= 0
    ->  Fault = "it is empty"
    ;   N > Max
    ->  format(string(Fault), "it has ~D characters; a word has at most ~d", [N, Max])
    ;   member(C, Codes),
        \+ lower_letter(C)
    ->  char_fault(C, Fault)
    ;   true
    ).

lower_letter(C) :-
    code_type(C, csymf),
    C =\= 0'_,
    \+ code_type(C, upper).

char_fault(C, Fault) :-
    (   code_type(C, csymf),
        C =\= 0'_
    ->  format(string(Fault), "'~c' has no lower case here (a C locale?)", [C])
    ;   code_type(C, space)
    ->  Fault = "a space is not a letter"
    ;   C =:= 0''
    ->  Fault = "\"'\" is not a letter"
    ;   C < 128,
        code_type(C, graph)
    ->  format(string(Fault), "'~c' is not a letter", [C])
    ;   format(string(Fault), "U+~|~`0t~16R~4+ is not a letter", [C])
    ).
