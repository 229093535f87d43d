:- module(scans,
          [ post_s/3,                   % +Word, -Next, -Cost
            early_s/3                   % +Word, -Next, -Cost
          ]).
:- use_module('../../prolog/lexicon', [length_word/2]).

/** <module> Two more scan successors, for the benchmark's fairness check

The benchmark's baseline, successor:s_scan/3, is "the post's way": it
compares the word with every word of its length and counts the letters
that differ, as the Prolog post on Weaver (Aswin van Woudenberg, 2023)
does with its count of different characters. These two scans read the
words the same way (length_word/2) and differ only in how they compare:

  - post_s/3 counts as the post writes it: both words as character lists
    (atom_chars/2), a count that is not tail-recursive, one clause for a
    difference (X \= Y) and one for a match;
  - early_s/3 stops at the second difference, which the post does not.

They give the same successors as s_scan/3, in the same order. The bench
times one expansion (all successors of a word) with each, so the report
shows where s_scan/3 stands between the post's own count and the
quickest scan.
*/

%!  post_s(+Word, -Next, -Cost) is nondet.
%
%   As s_scan/3, the letters compared as the post compares them.

post_s(Word, Next, 1) :-
    atom_length(Word, L),
    length_word(L, Next),
    atom_chars(Word, Chars),
    atom_chars(Next, NextChars),
    differences(Chars, NextChars, 1).

differences([], [], 0).
differences([X|Xs], [Y|Ys], N) :-
    X \= Y,
    differences(Xs, Ys, M),
    N is M + 1.
differences([X|Xs], [X|Ys], N) :-
    differences(Xs, Ys, N).

%!  early_s(+Word, -Next, -Cost) is nondet.
%
%   As s_scan/3, the comparison stopping at the second difference.

early_s(Word, Next, 1) :-
    atom_length(Word, L),
    atom_chars(Word, Chars),
    length_word(L, Next),
    atom_chars(Next, NextChars),
    one_difference(Chars, NextChars).

one_difference([X|Xs], [Y|Ys]) :-
    (   X == Y
    ->  one_difference(Xs, Ys)
    ;   Xs == Ys
    ).
