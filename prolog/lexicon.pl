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
% Library predicates are imported as a module loads, never autoloaded by a
% question: an autoload cut short by a limit leaves them undefined for good.
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(pairs)).
:- reexport(word_rule, [normalize_word/2, max_word_length/1]).
:- reexport(word_file, [word_file_entries/3]).
:- reexport(bundled, [default_max_size/1]).
:- use_module(word_file, [word_file/4, list_entries/2, unique_words/2]).
:- use_module(bundled, [bundled_words/4, bundled_lengths/1]).

/** <module> The lexicon: the words a ladder may use

The lexicon holds each word once, with its SCOWL size (10 = most common
... 95 = rarest) or `unknown`: the bundled lists (bundled.pl, a length
read when first needed), a word file (word_file.pl) or a list, a
person's words read by the word rule (word_rule.pl). Changing it runs
the hook lexicon_changed/0, whose clauses drop the tables made from the
words, all in one transaction: a question cut short by a limit leaves
the old lexicon and its tables whole.
*/

:- dynamic
    source_/1,                      % default(MaxSize, Offensive) | file(Path) | words(N)
    loaded_/1,                      % loaded_(L): length L of the bundled lists is read
    word_/2,                        % word_(Word, Size)
    length_words_/2.                % length_words_(L, Words), Words in standard order

%!  lexicon_changed is nondet.
%
%   Hook, all clauses called when the lexicon is replaced.

:- multifile lexicon_changed/0.
:- dynamic lexicon_changed/0.

%!  use_default_lexicon is det.
%!  use_default_lexicon(+MaxSize:integer) is det.
%!  use_default_lexicon(+MaxSize:integer, +Options:list) is det.
%
%   Make the bundled SCOWL words of size at most MaxSize (default 60) the
%   lexicon, the offensive ones only with offensive(true) in Options.
%
%   @error domain_error(scowl_size, MaxSize) unless 10 =< MaxSize =< 95.

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
%   Make the words of File the lexicon, read by word_file_entries/3 with
%   Options; a word listed twice keeps its first line's size. On an error
%   the lexicon stays as it was. With normalized(true) the words must be
%   unique.
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
%   lexicon, each of size `unknown`:
%
%   ==
%   ?- use_words([hot, dot, dog, lot, log, cog]), weaver(hit, cog, L).
%   L = [hit, hot, dot, dog, cog].
%   ==
%
%   @error domain_error(word, Element), the message naming its place.

use_words(Texts) :-
    list_entries(Texts, Entries),
    length(Texts, Count),
    replace_lexicon(words(Count), Entries).

%!  lexicon_source(-Source) is det.
%
%   Source is `default(MaxSize)`, `file(Path)` or `words(N)`.

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

store_length(L, Entries) :-
    forall(member(Word-Size, Entries), assertz(word_(Word, Size))),
    pairs_keys(Entries, Words),
    assertz(length_words_(L, Words)).

word_length(Word-_, L) :-
    atom_length(Word, L).

%!  ensure_length(+Length:integer) is det.
%
%   Make sure the words of Length letters are in the tables (the bundled
%   list of that length is read the first time).
%
%   @error type_error(nonneg, Length).

ensure_length(L) :-
    must_be(nonneg, L),
    (   source(default(Max, Offensive)),
        \+ loaded_(L)
    ->  bundled_words(L, Max, Offensive, Entries),
        store_loaded(L, Entries)
    ;   true
    ).

store_loaded(L, Entries) :-
    transaction(( store_length(L, Entries),
                  assertz(loaded_(L)) )).

%!  use_length_words(+Length:integer, +File) is det.
%
%   Make the words of File (read with normalized(true)) the bundled
%   lexicon's words of Length letters, unless it holds them already: for
%   a program that read the bundled list itself (wordlog's Python side).

use_length_words(L, File) :-
    must_be(nonneg, L),
    (   source(default(_, _)),
        \+ loaded_(L)
    ->  word_file_entries(File, [normalized(true)], Entries0),
        sort(Entries0, Entries),
        store_loaded(L, Entries)
    ;   true
    ).

%!  lexicon_word(?Word) is nondet.
%!  word_size(?Word, ?Size) is nondet.
%!  length_word(+Length, ?Word) is nondet.
%
%   Word is in the lexicon; of size Size (an integer, or `unknown`); of
%   Length letters. Unbound, Word is enumerated by length, then
%   alphabetically (every length of the bundled lexicon is then read).
%
%   @error length_word/2: as ensure_length/1 for Length.

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

word_size(Word, Size) :-
    lexicon_word(Word),
    word_(Word, Size).

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
%   The lexicon has words of Length letters; enumerated ascending. Fails
%   for a Length that is not a non-negative integer.

lexicon_length(L) :-
    (   integer(L)
    ->  L >= 0,
        Ls = [L]
    ;   var(L),
        (   source(default(_, _))
        ->  bundled_lengths(Ls)
        ;   findall(L0, length_words_(L0, _), Ls)
        )
    ),
    member(L, Ls),
    ensure_length(L),
    length_words_(L, [_|_]).

%!  query_word(+Text, -Word) is det.
%
%   Word is the word Text names in a question: Text itself when it is a
%   lexicon word or any atom within trusting_words/1, else
%   normalize_word/2's (with its errors).

query_word(Text, Word) :-
    (   atom(Text),
        (   word_(Text, _)                  % a lexicon word of a length read
        ->  true
        ;   words_trusted
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
