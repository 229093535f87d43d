:- module(successor,
          [ s/3,                        % +Word, -Next, -Cost
            s_scan/3                    % +Word, -Next, -Cost
          ]).
:- use_module(lexicon, [length_word/2]).
:- use_module(buckets, [bucket/2, ensure_buckets/1, pattern/2]).

/** <module> Successors: one step of a word ladder

A step changes one letter, and the new word must be in the lexicon. Each
step costs 1. Two definitions give the same successors:

  - s/3 asks the wildcard buckets: one indexed look-up per letter
    position. This is the one to use.
  - s_scan/3 compares the word letter by letter with every word of its
    length, the way a first Prolog solver does it. It is kept as the
    reference for tests and the baseline for benchmarks.

Both accept a Word outside the lexicon (its neighbours are still lexicon
words), and neither gives Word itself.
*/

%!  s(+Word, -Next, -Cost) is nondet.
%
%   Next is a lexicon word that differs from Word in exactly one letter,
%   and Cost is 1. Successors come position by position (first letter
%   changed first), alphabetically within a position.

s(Word, Next, 1) :-
    atom_length(Word, L),
    ensure_buckets(L),
    pattern(Word, Pattern),
    bucket(Pattern, Next),
    Next \== Word.

%!  s_scan(+Word, -Next, -Cost) is nondet.
%
%   As s/3, by scanning all words of the same length and counting
%   differing letters. Successors come alphabetically.

s_scan(Word, Next, 1) :-
    atom_length(Word, L),
    atom_chars(Word, Chars),
    length_word(L, Next),
    atom_chars(Next, NextChars),
    count_different(Chars, NextChars, 0, 1).

%   count_different(+Xs, +Ys, +N0, -N): N - N0 positions of Xs and Ys
%   hold different elements.

count_different([], [], N, N).
count_different([X|Xs], [Y|Ys], N0, N) :-
    (   X == Y
    ->  N1 = N0
    ;   N1 is N0 + 1
    ),
    count_different(Xs, Ys, N1, N).
