:- module(wordlog_lexicon,
          [ use_default_lexicon/0,
            use_default_lexicon/1,      % +MaxSize
            use_default_lexicon/2,      % +MaxSize, +Options
            load_words/1,               % +File
            load_words/2,               % +File, +Options
            use_words/1,                % +Words
            lexicon_source/1,           % -Source
            lexicon_word/1,             % ?Word
            word_size/2,                % ?Word, ?Size
            length_word/2,              % +Length, ?Word
            lexicon_length/1,           % ?Length
            ensure_length/1,            % +Length
            use_length_words/2,         % +Length, +File
            query_word/2,               % +Text, -Word
            trusting_words/1,           % :Goal
            words_trusted/0
          ]).
% Every library predicate these modules call is imported when they are
% loaded, none autoloaded by a question: SWI-Prolog 9 leaves a predicate
% undefined for good if its autoloading is cut short by a time or
% inference limit, as the first question of a session may be.
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(pairs)).
:- reexport(word_rule, [normalize_word/2, max_word_length/1]).
:- reexport(word_file, [word_file_entries/3]).
:- reexport(bundled, [default_max_size/1]).
:- use_module(word_rule, [text_word/3, must_be_atom_or_string/1]).
:- use_module(word_file, [word_file/4]).
:- use_module(bundled, [bundled_words/4, bundled_lengths/1]).

/** <module> The lexicon: the words a ladder may use

The lexicon holds each word once, with its SCOWL size (10 = most common
... 95 = rarest) where known, else the atom `unknown`. It comes from one
of three sources:

  - the *bundled* word lists (bundled.pl), cut at a maximum size,
    without the offensive words unless asked: the lexicon until
    something else is chosen (use_default_lexicon/0,1,2). The words of
    L letters are read when first needed.
  - a *word file* read by load_words/1,2 (word_file.pl), read whole.
  - a *list* of words given to use_words/1.

Words from a person are read by the word rule (word_rule.pl: 1 to 100
letters, in lower case). Changing the lexicon removes every word and
runs the hook lexicon_changed/0, whose clauses (in the modules that
build tables from the words) drop their tables, all in one
transaction: a question cut short by a time or inference limit leaves
the old lexicon and its tables whole. The words are two tables of
facts, each indexed on its first argument: word_/2 (`Word`, `Size`),
and length_words_/2 (`Length`, `Words`), one a length, its words in
standard order of terms.

@see weaver.pl for the ladder solver built on these words.
*/

:- dynamic
    source_/1,                      % default(MaxSize, Offensive) | file(Path) | words(N)
    loaded_/1,                      % loaded_(L): length L of the bundled lists is read
    word_/2,                        % word_(Word, Size)
    length_words_/2.                % length_words_(Length, Words), Words sorted

%!  lexicon_changed is nondet.
%
%   Hook, called (all clauses, through forall/2) when the lexicon is
%   replaced. Modules that derive tables from the words add a clause
%   that removes those tables.

:- multifile lexicon_changed/0.
:- dynamic lexicon_changed/0.


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
    source(Source0),
    (   Source0 = default(Max, _)
    ->  Source = default(Max)
    ;   Source = Source0
    ).

source(Source) :-
    (   source_(Source0)
    ->  Source = Source0
    ;   default_max_size(Max),
        Source = default(Max, false)
    ).

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
                 *          THE TABLES          *
                 *******************************/

%!  ensure_length(+Length:integer) is det.
%
%   Make sure the words of Length letters are in the tables: for the
%   bundled lexicon, read its list of Length letters the first time, in
%   one transaction; a word file or list is complete already.
%
%   @error type_error(nonneg, Length) unless Length is an integer of 0
%          or more; instantiation_error if it is unbound.

ensure_length(L) :-
    must_be(nonneg, L),
    (   source(default(Max, Offensive)),
        \+ loaded_(L)
    ->  bundled_words(L, Max, Offensive, Entries),
        transaction(( store_length(L, Entries),
                      assertz(loaded_(L)) ))
    ;   true
    ).

%!  use_length_words(+Length:integer, +File) is det.
%
%   Make the words of File the bundled lexicon's words of Length
%   letters, as ensure_length/1 would read them from the bundled lists:
%   for a program that has read that file itself and hands over the
%   words it kept (wordlog's Python side), so that each file is read
%   once. File holds lines `word` or `word<TAB>size`, taken as they are
%   (as word_file_entries/3 reads them with normalized(true)). Nothing
%   is done when the lexicon is not the bundled one, or when its words
%   of Length letters are in the tables already.

use_length_words(L, File) :-
    must_be(nonneg, L),
    (   source(default(_, _)),
        \+ loaded_(L)
    ->  word_file_entries(File, [normalized(true)], Entries0),
        sort(Entries0, Entries),
        transaction(( store_length(L, Entries),
                      assertz(loaded_(L)) ))
    ;   true
    ).

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
    (   source(default(_, _))
    ->  bundled_lengths(Ls)
    ;   findall(L0, length_words_(L0, _), Ls)
    ),
    member(L, Ls),
    ensure_length(L),
    length_words_(L, [_|_]).


                 /*******************************
                 *       WORDS OF A QUESTION    *
                 *******************************/

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
