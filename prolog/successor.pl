:- module(wordlog_successor,
          [ s/3,                        % +Word, -Next, -Cost
            neighbours/2,               % +Word, -Nexts
            s_scan/3,                   % +Word, -Next, -Cost
            branching/2                 % +Length, -Mean
          ]).
:- use_module(lexicon, [length_word/2]).
:- use_module(heuristic, [count_different/4]).
:- use_module(graph, [word_graph/2, word_neighbours/3, number_word/3]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).

/** <module> Successors: one step of a word ladder

A step changes one letter, and the new word must be in the lexicon. Each
step costs 1. Two definitions give the same successors:

  - s/3 reads them from the word graph (graph.pl), built once a length
    from wildcard buckets: the words that agree everywhere but at one
    position are neighbours. This is the one to use.
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
%
%   @error instantiation_error if Word is unbound; type_error(atom, Word)
%          if it is not an atom (a word is an atom, as the lexicon
%          holds it: `spur`, not "spur").

s(Word, Next, 1) :-
    neighbours(Word, Nexts),
    member(Next, Nexts).

%!  neighbours(+Word, -Nexts:list) is det.
%
%   Nexts is the list of the solutions Next of s(Word, Next, 1), in the
%   same order.
%
%   ==
%   ?- neighbours(spur, Nexts).         % default lexicon
%   Nexts = [slur, sour, spar, spud, spun].
%   ==
%
%   @error instantiation_error if Word is unbound; type_error(atom, Word)
%          if it is not an atom.

neighbours(Word, Nexts) :-
    must_be(atom, Word),
    atom_length(Word, L),
    word_graph(L, Graph),
    word_neighbours(Graph, Word, Numbers),
    maplist(number_word(Graph), Numbers, Nexts).

%!  branching(+Length, -Mean:number) is det.
%
%   Mean is the mean number of successors of the lexicon words of
%   Length letters (0 when there are none): the branching factor of
%   their graph.
%
%   ==
%   ?- branching(3, B).                % default lexicon
%   B = 12.1...
%   ==

branching(L, Mean) :-
    must_be(nonneg, L),
    word_graph(L, graph(_, _, N, _, Adjacency, _, _, _, _)),
    (   N =:= 0
    ->  Mean = 0
    ;   Adjacency =.. [_|Lists],
        foldl(add_length, Lists, 0, Sum),
        Mean is Sum / N
    ).

add_length(List, Sum0, Sum) :-
    length(List, N),
    Sum is Sum0 + N.

%!  s_scan(+Word, -Next, -Cost) is nondet.
%
%   As s/3, by scanning all words of the same length and counting
%   differing letters. Successors come alphabetically.
%
%   @error instantiation_error if Word is unbound; type_error(atom, Word)
%          if it is not an atom.

s_scan(Word, Next, 1) :-
    must_be(atom, Word),
    atom_length(Word, L),
    atom_chars(Word, Chars),
    length_word(L, Next),
    atom_chars(Next, NextChars),
    count_different(Chars, NextChars, 0, 1).

