:- module(astar,
          [ astar/5,                    % +Start, +Goal, :Successor, :Heuristic, -Outcome
            astar/6,                    % +Start, +Goal, :Successor, :Heuristic, -Outcome, +Options
            graph_search/5,             % +Graph, +From, +Goal, +Max, -Outcome
            search_state/2              % +Graph, -State
          ]).
:- use_module(library(error)).
:- use_module(library(heaps)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(pairs)).

:- set_prolog_flag(optimise, true).     % this file only: inline arithmetic

/** <module> A* search: the readable one over any graph, the fast one over words

Two searches for a cheapest path live here.

astar/6 is A* as a textbook (and the Prolog post on Weaver) writes it,
over any graph given by two closures:

  - call(Successor, State, Next, Cost): the edges out of State, Cost > 0;
  - call(Heuristic, State, H): an estimate H of the cost from State to
    Goal. The path found is a cheapest one if the heuristic is
    *consistent*: it never drops by more than the cost of an edge, and
    is 0 at Goal (so it never overstates the cost: it is admissible).
    A state is expanded once and never reopened.

The open list is a priority queue (library(heaps)) of entries keyed
k(F, H, State, N): lowest F = G + H first; among equal F the lowest H
(the search dives); then the State first in the standard order of
terms; then the entry of the earlier expansion N. The states seen are
kept in a trie (least cost found, or `closed`). The same input always
gives the same path.

graph_search/5 is the search behind weaver/3 and ladder/4: an A* over
the arrays of a word graph (graph.pl) from the start to the goal. It
keeps

  - for each word one integer in a global array, updated in place
    (nb_setarg/3): a per-question stamp, a closed bit, the cost G from
    the start and the parent, packed; a word whose stamp is not the
    question's is unseen, so nothing is cleared between questions;
  - a *bucket queue*: with unit steps and a consistent heuristic, F =
    G + H of a word's successor is F, F+1 or F+2, so the open list is
    three lists, the lowest F first;
  - as H the larger of the letters to change and the bounds of the
    three landmarks that bound the pair best (the triangle inequality
    over each landmark's distances); both are consistent, so the first
    ladder found is a shortest one.

Among successors of equal F the alphabetically first word is taken
first, and the goal is recognised when it is generated, so the same
question always gives the same ladder.
*/

:- meta_predicate
    astar(+, +, 3, 2, -),
    astar(+, +, 3, 2, -, +).

%!  astar(+Start, +Goal, :Successor, :Heuristic, -Outcome) is det.
%
%   As astar/6 with the default options.

astar(Start, Goal, Successor, Heuristic, Outcome) :-
    astar(Start, Goal, Successor, Heuristic, Outcome, []).

%!  astar(+Start, +Goal, :Successor, :Heuristic, -Outcome, +Options) is det.
%
%   Search a cheapest path from Start to Goal (compared with ==/2); the
%   path is cheapest if Heuristic is consistent (see the module header).
%   Outcome is path(Path, Cost), no_path or limit(Expansions). The
%   Successor closure must succeed or fail for every state it is called
%   on; the Heuristic must succeed.
%
%   Options:
%
%     - max_expansions(+Max)
%       Stop with limit(Max) rather than expand more than Max states.
%       A non-negative integer, or `inf` (default) for no limit.
%
%   With the six words of the lessons as the lexicon
%   (`use_words([hot, dot, dog, lot, log, cog])`); the default lexicon
%   has a shorter way, hit hot cot cog:
%
%   ==
%   ?- astar(hit, cog, s, h(cog), Outcome).                 % lessons' words
%   Outcome = path([hit, hot, dot, dog, cog], 4).
%   ==
%
%   @error instantiation_error if Start or Goal is unbound.
%   @error type_error(nonneg, Max) for a max_expansions that is not
%          `inf` or an integer of 0 or more.

astar(Start, Goal, Successor, Heuristic, Outcome, Options) :-
    must_be(nonvar, Start),
    must_be(nonvar, Goal),
    option(max_expansions(Max), Options, inf),
    must_be_limit(Max),
    (   call(Heuristic, Start, H)
    ->  true
    ),
    trie_new(Seen),
    trie_insert(Seen, Start, 0),
    singleton_heap(Open, k(H, H, Start, 0), 0-[Start]),
    search(Open, Seen, 0, Max, Goal, Successor, Heuristic, Outcome).

must_be_limit(Max) :-
    Max == inf,
    !.
must_be_limit(Max) :-
    must_be(nonneg, Max).

%   search(+Open, +Seen, +N, +Max, +Goal, :Successor, :Heuristic,
%   -Outcome): take the first entry of Open, after N expansions.

search(Open0, Seen, N, Max, Goal, Successor, Heuristic, Outcome) :-
    (   get_from_heap(Open0, k(_, _, State, _), G-Path, Open1)
    ->  (   trie_lookup(Seen, State, closed)            % a stale entry
        ->  search(Open1, Seen, N, Max, Goal, Successor, Heuristic, Outcome)
        ;   State == Goal
        ->  reverse(Path, States),
            Outcome = path(States, G)
        ;   integer(Max),
            N >= Max
        ->  Outcome = limit(N)
        ;   trie_update(Seen, State, closed),
            N1 is N + 1,
            findall(Cost-Next, call(Successor, State, Next, Cost), Steps),
            queue(Steps, G, N1, Path, Seen, Heuristic, Open1, Open),
            search(Open, Seen, N1, Max, Goal, Successor, Heuristic, Outcome)
        )
    ;   Outcome = no_path
    ).

%   queue(+Steps, +G, +N, +Path, +Seen, :Heuristic, +Open0, -Open)
%   queues each Cost-Next of Steps that is not closed and improves on
%   the cost Seen knows for it.

queue([], _, _, _, _, _, Open, Open).
queue([Cost-Next|Steps], G, N, Path, Seen, Heuristic, Open0, Open) :-
    G1 is G + Cost,
    (   trie_lookup(Seen, Next, Known),
        (   Known == closed
        ;   Known =< G1
        )
    ->  Open1 = Open0
    ;   (   call(Heuristic, Next, H)
        ->  true
        ),
        F is G1 + H,
        trie_update(Seen, Next, G1),
        add_to_heap(Open0, k(F, H, Next, N), G1-[Next|Path], Open1)
    ),
    queue(Steps, G, N, Path, Seen, Heuristic, Open1, Open).


                 /*******************************
                 *   BIDIRECTIONAL A* ON WORDS  *
                 *******************************/

%!  graph_search(+Graph, +From, +Goal:positive_integer, +Max, -Outcome) is det.
%
%   Search a shortest path in Graph, a word graph (graph.pl), from From
%   to the word numbered Goal, From \== Goal. From is a word's number,
%   or outside(Code, Neighbours) for a word outside the lexicon, with
%   its letter code and its neighbours' numbers. Outcome is
%   path(Numbers), the numbers of the words Start..Goal (0 for a start
%   outside the lexicon); none when there is no path; or limit(Max)
%   when Max words were expanded first (Max: a count or `inf`).

graph_search(Graph, From, T, Max0, Outcome) :-
    Graph = graph(_, _, _, _, Adjacency, Codes, coding(_, _, _, Low, High), _,
                  Landmarks, _),
    search_state(Graph, St),
    St = st(_, _, Stamp, B, State),
    (   Max0 == inf
    ->  Max = 0x7fffffffffffff
    ;   Max = Max0
    ),
    arg(T, Codes, GoalCode),
    Mask is (1 << B) - 1,
    Base is Stamp << (2*B + 1),
    (   integer(From)
    ->  arg(From, Codes, StartCode),
        active_landmarks(Landmarks, From, T, A)
    ;   From = outside(StartCode, _),
        arg(1, Landmarks, Zero),
        A = a(Zero, 0, Zero, 0, Zero, 0)
    ),
    H0 is popcount(((StartCode xor GoalCode) + Low) /\ High),
    C = c(Adjacency, Codes, GoalCode, Low, High, B, Mask, Base, T, A),
    (   integer(From)
    ->  nb_setarg(From, State, Base),                   % G 0, parent 0
        search([From], [], [], H0, C, State, 0, Max, Outcome0)
    ;   From = outside(_, Js),
        Value is Base + (1 << (B+1)),                   % G 1, parent 0
        Limit is Base + (2 << (B+1)),
        GF is 1 - H0,
        (   expand(Js, Value, Limit, GF, C, State, [], [], [], Z, B1, B2)
        ->  msort(Z, B0),
            search(B0, B1, B2, H0, C, State, 0, Max, Outcome0)
        ;   Outcome0 = found(0)                         % the goal is a neighbour
        )
    ),
    (   Outcome0 = found(P)
    ->  path(P, C, State, [T], Path),
        Outcome = path(Path)
    ;   Outcome = Outcome0
    ).

%   active_landmarks(+Landmarks, +S, +T, -A): A = a(D1, T1, D2, T2),
%   the two landmarks that bound the steps from S to T best, each with
%   its distance array Di and its distance Ti to T (the zero array when
%   there are fewer).

active_landmarks(Landmarks, S, T, a(D1, T1, D2, T2, D3, T3)) :-
    functor(Landmarks, _, K),
    best_two(2, K, Landmarks, S, T, 0, 1, 0, 1, I1, I2),
    best_two(2, K, Landmarks, S, T, 0, 1, 0, 1, I1, I2),
    third(2, K, Landmarks, S, T, I1, I2, 0, 1, I3),
    arg(I1, Landmarks, D1),
    arg(I2, Landmarks, D2),
    arg(I3, Landmarks, D3),
    arg(T, D1, T1),
    arg(T, D2, T2),
    arg(T, D3, T3).

third(I, K, _, _, _, _, _, _, I3, I3) :-
    I > K,
    !.
third(I, K, Landmarks, S, T, I1, I2, Bound0, I30, I3) :-
    J is I + 1,
    arg(I, Landmarks, D),
    arg(S, D, X),
    arg(T, D, Y),
    Bound is abs(X - Y),
    (   Bound > Bound0, I =\= I1, I =\= I2
    ->  third(J, K, Landmarks, S, T, I1, I2, Bound, I, I3)
    ;   third(J, K, Landmarks, S, T, I1, I2, Bound0, I30, I3)
    ).

%   best_two(+I, +K, +Landmarks, +S, +T, +Bound1, +I1, +Bound2, +I2,
%   -Best1, -Best2): the landmarks of the two largest bounds among I..K
%   and those found before (1, the zero array, bounds nothing).

best_two(I, K, _, _, _, _, I1, _, I2, I1, I2) :-
    I > K,
    !.
best_two(I, K, Landmarks, S, T, Bound1, I1, Bound2, I2, Best1, Best2) :-
    arg(I, Landmarks, D),
    arg(S, D, X),
    arg(T, D, Y),
    Bound is abs(X - Y),
    J is I + 1,
    (   Bound > Bound1
    ->  best_two(J, K, Landmarks, S, T, Bound, I, Bound1, I1, Best1, Best2)
    ;   Bound > Bound2
    ->  best_two(J, K, Landmarks, S, T, Bound1, I1, Bound, I, Best1, Best2)
    ;   best_two(J, K, Landmarks, S, T, Bound1, I1, Bound2, I2, Best1, Best2)
    ).

%   search(+B0, +B1, +B2, +F, +C, +State, +E, +Max, -Outcome): A* after
%   E expansions, the open list as the buckets of F, F+1 and F+2.
%   A word's integer in State is Base + G << (B+1) + Parent << 1 +
%   Closed, Base = Stamp << (2B+1); an older stamp gives a smaller one.

search([], B1, B2, F, C, State, E, Max, Outcome) :-
    !,
    (   B1 == [],
        B2 == []
    ->  Outcome = none
    ;   F1 is F + 1,
        search(B1, B2, [], F1, C, State, E, Max, Outcome)
    ).
search([X|B0], B1, B2, F, C, State, E, Max, Outcome) :-
    arg(X, State, V),
    (   V /\ 1 =:= 1                                    % a stale entry
    ->  search(B0, B1, B2, F, C, State, E, Max, Outcome)
    ;   E >= Max
    ->  Outcome = limit(E)
    ;   Closed is V + 1,
        nb_setarg(X, State, Closed),
        E1 is E + 1,
        C = c(Adjacency, _, _, _, _, B, Mask, Base, _, _),
        G1 is ((V >> (B+1)) /\ Mask) + 1,
        Value is Base + (G1 << (B+1)) + (X << 1),
        Limit is Base + ((G1+1) << (B+1)),
        GF is G1 - F,
        arg(X, Adjacency, Js),
        (   expand(Js, Value, Limit, GF, C, State, [], B1, B2, Z, N1, N2)
        ->  msort(Z, Sorted),                           % the first word first
            append(Sorted, B0, N0),
            search(N0, N1, N2, F, C, State, E1, Max, Outcome)
        ;   Outcome = found(X)                          % the goal's parent
        )
    ).

%   expand(+Js, +Value, +Limit, +GF, +C, +State, +Z0, +B1, +B2, -Z,
%   -N1, -N2) queues the neighbours Js of a word X of f F, at cost G1
%   (those of f F in Z, which the caller sorts and puts on top of the
%   bucket of F, so that the alphabetically first is taken first):
%   Value is the integer to record for them (G1, parent X), Limit the
%   least integer of a word seen at a cost above G1, GF is G1 - F. It
%   fails when one is the goal, whose f then is F: a shortest path is
%   found (h(X) is 1, so F = G1).

expand([], _, _, _, _, _, B0, B1, B2, B0, B1, B2).
expand([J|Js], Value, Limit, GF, C, State, B0, B1, B2, N0, N1, N2) :-
    arg(J, State, V),
    C = c(_, Codes, GC, Low, High, _, _, Base, T, A),
    (   V >= Base,
        V < Limit                                       % seen, at no more cost
    ->  expand(Js, Value, Limit, GF, C, State, B0, B1, B2, N0, N1, N2)
    ;   J \== T,
        arg(J, Codes, Code),
        A = a(D1, T1, D2, T2, D3, T3),
        arg(J, D1, X1),
        arg(J, D2, X2),
        arg(J, D3, X3),
        D is GF + max(max(popcount(((Code xor GC) + Low) /\ High),
                          abs(X3 - T3)),
                      max(abs(X1 - T1), abs(X2 - T2))),
        nb_setarg(J, State, Value),
        (   D =:= 0
        ->  expand(Js, Value, Limit, GF, C, State, [J|B0], B1, B2, N0, N1, N2)
        ;   D =:= 1
        ->  expand(Js, Value, Limit, GF, C, State, B0, [J|B1], B2, N0, N1, N2)
        ;   expand(Js, Value, Limit, GF, C, State, B0, B1, [J|B2], N0, N1, N2)
        )
    ).

%   path(+I, +C, +State, +Path0, -Path): the words from the start to I
%   by the parents, then Path0; 0 stands for a start outside the
%   lexicon (the parent of the words at cost 1).

path(0, _, _, Path, [0|Path]) :-
    !.
path(I, C, State, Path0, Path) :-
    arg(I, State, V),
    C = c(_, _, _, _, _, B, Mask, _, _, _),
    (   (V >> (B+1)) /\ Mask =:= 0
    ->  Path = [I|Path0]
    ;   P is (V >> 1) /\ Mask,
        path(P, C, State, [I|Path0], Path)
    ).

%!  search_state(+Graph, -St) is det.
%
%   St = st(Generation, N, Stamp, B, State),
%   this thread's search array for Graph, with a new Stamp: State holds
%   an integer a word, packed as Stamp, closed bit, G and parent, B bits
%   each for G and parent. Made anew (all zero) for a new graph and when
%   the stamps run out of small integers.

search_state(Graph, St) :-
    Graph = graph(Gen, L, N, _, _, _, _, _, _, _),
    atom_concat(wordlog_search_, L, Key),
    (   nb_current(Key, St0),
        St0 = st(Gen, N, Stamp0, B, _),
        Stamp0 < (0x7fffffffffffff >> (2*B+1))
    ->  St = St0,
        Stamp is Stamp0 + 1,
        nb_setarg(3, St, Stamp)
    ;   B is msb(N + 1) + 1,
        (   2*B + 1 < 50
        ->  true
        ;   resource_error(word_graph_size)
        ),
        compound_name_arity(State, f, N),
        fill(N, State),
        nb_setval(Key, st(Gen, N, 1, B, State)),
        nb_getval(Key, St)
    ).

fill(0, _) :-
    !.
fill(I, Array) :-
    arg(I, Array, 0),
    I1 is I - 1,
    fill(I1, Array).
