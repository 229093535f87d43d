:- module(successor,
          [ s/3,                        % +Word, -Next, -Cost
            neighbours/2,               % +Word, -Nexts
            s_scan/3                    % +Word, -Next, -Cost
          ]).
:- use_module(lexicon, [length_word/2, lexicon_word/1]).
:- use_module(buckets, [bucket/2, ensure_buckets/1, pattern/2]).
:- use_module(library(lists)).

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

The successors of a lexicon word are asked for again and again (by every
search that reaches it, and by the flood fill of graph.pl), so the
first time they are collected from the buckets they are kept, as the
list neighbours/2 gives (neighbours_/2). The list is made from the bucket
facts and nothing else, and is dropped with them when the lexicon
changes. The successors of a word outside the lexicon are collected
each time, so arbitrary queries do not grow the table.
*/

:- dynamic
    neighbours_/2.                  % neighbours_(Word, Nexts): kept neighbours/2

%!  s(+Word, -Next, -Cost) is nondet.
%
%   Next is a lexicon word that differs from Word in exactly one letter,
%   and Cost is 1. Successors come position by position (first letter
%   changed first), alphabetically within a position.

s(Word, Next, 1) :-
    neighbours(Word, Nexts),
    member(Next, Nexts).

%!  neighbours(+Word, -Nexts:list) is det.
%
%   Nexts is the list of the solutions Next of s(Word, Next, 1), in the
%   same order: the form astar/6 takes as neighbours(neighbours).
%
%   ==
%   ?- neighbours(spur, Nexts).         % default lexicon
%   Nexts = [slur, sour, spar, spud, spun].
%   ==

neighbours(Word, Nexts) :-
    atom(Word),
    neighbours_(Word, Nexts0),
    !,
    Nexts = Nexts0.
neighbours(Word, Nexts) :-
    atom_length(Word, L),
    ensure_buckets(L),
    findall(Next, bucket_neighbour(Word, Next), Nexts0),
    (   lexicon_word(Word)
    ->  assertz(neighbours_(Word, Nexts0))
    ;   true
    ),
    Nexts = Nexts0.

bucket_neighbour(Word, Next) :-
    pattern(Word, Pattern),
    bucket(Pattern, Next),
    Next \== Word.

lexicon:lexicon_changed :-
    retractall(neighbours_(_, _)).

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
