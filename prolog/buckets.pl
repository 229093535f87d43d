:- module(buckets,
          [ bucket/2,                   % ?Pattern, ?Word
            ensure_buckets/1,           % +Length
            pattern/2,                  % +Word, -Pattern
            word_pattern/2,             % +Word, -Pattern
            word_patterns/2             % +Word, -Patterns
          ]).
:- use_module(lexicon, [length_word/2, ensure_length/1]).
:- use_module(library(lists)).

/** <module> Wildcard buckets: the index behind one-letter neighbours

Two words of equal length differ in exactly one letter when they agree
everywhere except one position. Replacing the letter at position I of a
word by `*` gives its I-th *pattern*: `hot` has the patterns `'*ot'`,
`'h*t'` and `'ho*'`. Neighbours share a pattern, and a pattern's words are
pairwise neighbours. The index has one fact per (pattern, word):

    bucket('*ot', dot).   bucket('*ot', hot).   bucket('h*t', hit).  ...

with the pattern as FIRST argument, so the words of a pattern come from
one indexed look-up. A word of L letters has its neighbours in L such
look-ups, whatever the size of the lexicon.

Patterns are per character, so any Unicode letters work (`'m*de'`,
`'ni*o'`). `*` is not a letter, so a pattern never equals a word.

The buckets of length L are built from the lexicon the first time L is
used (ensure_buckets/1), in alphabetical order of words, so each
bucket's words come out sorted. Each lexicon word's list of patterns is
kept too (patterns_/2), so the patterns of a word in the search are
looked up rather than rebuilt. All of it is dropped when the lexicon
changes.
*/

:- dynamic
    bucket/2,                       % bucket(Pattern, Word)
    patterns_/2,                    % patterns_(Word, Patterns)
    built_/1.                       % built_(Length)

%!  bucket(?Pattern, ?Word) is nondet.
%
%   Word is a lexicon word that matches Pattern (a word with one letter
%   replaced by `*`). Only lengths passed to ensure_buckets/1 are
%   present. Read-only: the facts are maintained by this module.

%!  ensure_buckets(+Length) is det.
%
%   Make sure the buckets of the words of Length letters exist.

ensure_buckets(L) :-
    built_(L),
    !.
ensure_buckets(L) :-
    ensure_length(L),
    forall(length_word(L, Word), index_word(Word)),
    assertz(built_(L)).

index_word(Word) :-
    word_patterns(Word, Patterns),
    assertz(patterns_(Word, Patterns)),
    forall(member(Pattern, Patterns),
           assertz(bucket(Pattern, Word))).

%!  pattern(+Word, -Pattern) is nondet.
%
%   As word_pattern/2, but looks up the stored patterns of a word of an
%   indexed length. Call ensure_buckets/1 for the length first.

pattern(Word, Pattern) :-
    (   patterns_(Word, Patterns)
    ->  member(Pattern, Patterns)
    ;   word_pattern(Word, Pattern)
    ).

%!  word_pattern(+Word, -Pattern) is nondet.
%
%   Pattern is Word with one letter replaced by `*`; enumerates the
%   positions from left to right.
%
%   ==
%   ?- findall(P, word_pattern(hot, P), Ps).
%   Ps = ['*ot', 'h*t', 'ho*'].
%   ==

word_pattern(Word, Pattern) :-
    atom_codes(Word, Codes),
    star_one(Codes, Starred),
    atom_codes(Pattern, Starred).

star_one([_|Cs], [0'*|Cs]).
star_one([C|Cs], [C|Starred]) :-
    star_one(Cs, Starred).

%!  word_patterns(+Word, -Patterns) is det.
%
%   Patterns is the list of all patterns of Word, left to right.

word_patterns(Word, Patterns) :-
    findall(Pattern, word_pattern(Word, Pattern), Patterns).

lexicon:lexicon_changed :-
    retractall(bucket(_, _)),
    retractall(patterns_(_, _)),
    retractall(built_(_)).
