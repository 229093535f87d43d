:- module(buckets,
          [ bucket/2,                   % ?Pattern, ?Word
            ensure_buckets/1,           % +Length
            pattern/2,                  % +Word, -Pattern
            word_pattern/2,             % +Word, -Pattern
            word_patterns/2,            % +Word, -Patterns
            letter_code/3,              % ?Word, ?Length, ?Code
            letter_fields/3             % ?Length, ?Low, ?High
          ]).
:- use_module(lexicon, [length_word/2, ensure_length/1]).
:- use_module(library(error)).
:- use_module(library(assoc)).
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
looked up rather than rebuilt, and so is its *letter code*
(letter_code/3), which lets the heuristic count the letters two words
differ in with a few integer operations, and finds the word with one
letter changed without a bucket. All of it is dropped when the lexicon
changes.
*/

:- dynamic
    bucket/2,                       % bucket(Pattern, Word)
    patterns_/2,                    % patterns_(Word, Patterns)
    letter_code/3,                  % letter_code(Word, Length, Code)
    letter_fields/3,                % letter_fields(Length, Low, High)
    built_/1.                       % built_(Length)

%!  bucket(?Pattern, ?Word) is nondet.
%
%   Word is a lexicon word that matches Pattern (a word with one letter
%   replaced by `*`). Only lengths passed to ensure_buckets/1 are
%   present. Read-only: the facts are maintained by this module.

%!  ensure_buckets(+Length) is det.
%
%   Make sure the buckets and letter codes of the words of Length
%   letters exist. They are built in one transaction, all or none, so a
%   question cut short (by a time or inference limit) leaves no part.

ensure_buckets(L) :-
    integer(L),                         % checked on the way to building
    built_(L),
    !.
ensure_buckets(L) :-
    must_be(nonneg, L),
    ensure_length(L),
    findall(Word, length_word(L, Word), Words),
    transaction(( forall(member(Word, Words), index_word(Word)),
                  letter_codes(L, Words),
                  assertz(built_(L))
                )).

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


                 /*******************************
                 *         LETTER CODES         *
                 *******************************/

%!  letter_code(?Word, ?Length, ?Code) is nondet.
%!  letter_fields(?Length, ?Low, ?High) is nondet.
%
%   The letter code of a word of an indexed length packs its letters
%   into one integer. The letters used by the words of Length letters
%   are numbered 0, 1, ... in alphabetical order; each position of a
%   word is a field of W bits, one bit wider than the largest letter
%   number needs, and holds the number of the letter there (the first
%   letter in the lowest field). For two words of Length letters, a
%   field of `CodeA xor CodeB` is zero exactly where the words have the
%   same letter. Low has every bit of each field set but the top one,
%   High only the top ones: adding Low carries into the top bit of each
%   non-zero field, and no further, so
%
%       H is popcount(((CodeA xor CodeB) + Low) /\ High)
%
%   is the number of positions where the words differ: h/3 in a few
%   machine operations. For English words (26 letters, W = 6) the codes
%   of words up to ten letters fit in 64 bits; longer words have big
%   integers for codes, which work the same.
%
%   A code also names its word: letter_code(-Word, +Length, +Code) is
%   one look-up (SWI-Prolog indexes the facts on Code as well), which
%   goal_classes/2 (successor.pl) uses to find the word with one field
%   of a code changed, if there is one.
%
%   Read-only: the facts are maintained by this module.

letter_codes(_, []) :-                  % no words, no codes: a length no
    !.                                  % word has may be any integer
letter_codes(L, Words) :-
    findall(C, ( member(Word, Words), atom_codes(Word, Cs), member(C, Cs) ),
            Letters0),
    sort(Letters0, Letters),
    numbered(Letters, 0, Pairs),
    list_to_assoc(Pairs, Numbers),
    length(Letters, N),
    W is msb(max(1, N-1)) + 2,
    forall(member(Word, Words),
           ( atom_codes(Word, Cs),
             pack(Cs, Numbers, W, 0, 0, Code),
             assertz(letter_code(Word, L, Code))
           )),
    Ones is ((1 << (L*W)) - 1) // ((1 << W) - 1),     % lowest bit of each field
    Low is ((1 << (W-1)) - 1) * Ones,
    High is (1 << (W-1)) * Ones,
    assertz(letter_fields(L, Low, High)).

numbered([], _, []).
numbered([X|Xs], I, [X-I|Pairs]) :-
    I1 is I + 1,
    numbered(Xs, I1, Pairs).

%   pack(+Codes, +Numbers, +W, +Shift, +Code0, -Code) puts the number of
%   each letter of Codes in the field of W bits at Shift and above.

pack([], _, _, _, Code, Code).
pack([C|Cs], Numbers, W, Shift, Code0, Code) :-
    get_assoc(C, Numbers, N),
    Code1 is Code0 \/ (N << Shift),
    Shift1 is Shift + W,
    pack(Cs, Numbers, W, Shift1, Code1, Code).

lexicon:lexicon_changed :-
    retractall(bucket(_, _)),
    retractall(patterns_(_, _)),
    retractall(letter_code(_, _, _)),
    retractall(letter_fields(_, _, _)),
    retractall(built_(_)).
