:- module(wordlog_astar,
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

graph_search/5 is the search behind weaver/3 and ladder/4: A* from both
ends at once over the arrays of a word graph (graph.pl), with the zero
heuristic. Every step costs 1 and 0 is admissible and consistent, so
each end is a breadth-first search and the first word reached from both
ends lies on a shortest ladder. (The letters to change, h/2, are at
most the word's length, too weak a bound against longer ladders to pay
for computing it at every word.) It keeps

  - for each word one integer in the graph's search state
    (search_state/2), updated in place (nb_setarg/3): a per-question
    stamp, the end that reached the word and its parent toward that
    end, packed; a word of an older stamp is unseen, so nothing is
    cleared between questions;
  - a frontier a end, a list of words; the smaller one is expanded, a
    whole layer at a time, as networkx's bidirectional_shortest_path
    does, so the two searches meet in the middle having seen far fewer
    words than one search from the start.

The frontiers and the neighbour lists are in a fixed order and the
search stops at the first word reached from both ends, so the same
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
%   or outside(Neighbours) for a word outside the lexicon, with its
%   neighbours' numbers. Outcome is
%   path(Numbers), the numbers of the words Start..Goal (0 for a start
%   outside the lexicon); none when there is no path; or limit(Max)
%   when Max words were expanded first (Max: a count or `inf`).

graph_search(Graph, From, T, Max0, Outcome) :-
    Graph = graph(_, _, _, _, Adjacency, _, _, _, _),
    search_state(Graph, St),
    St = st(_, _, Stamp, B, State),
    (   Max0 == inf
    ->  Max = 0x7fffffffffffff
    ;   Max = Max0
    ),
    Base is Stamp << (2*B + 1),
    Mid is Base + (1 << B),
    nb_setarg(T, State, Mid),                           % the goal: backward, root
    (   integer(From)
    ->  nb_setarg(From, State, Base),                   % the start: forward, root
        layers([From], 1, [T], 1, Adjacency, State, Base, Mid, 0, Max, Outcome0)
    ;   From = outside(Js),
        (   seeds(Js, T, State, Base, [], F, 0, NF)
        ->  layers(F, NF, [T], 1, Adjacency, State, Base, Mid, 0, Max, Outcome0)
        ;   Outcome0 = met(0, T)                        % the goal is a neighbour
        )
    ),
    (   Outcome0 = met(X, Y)
    ->  backward_path(Y, State, Mid, Tail),
        forward_path(X, State, Base, Tail, Path0),
        (   integer(From)
        ->  Path = Path0
        ;   Path = [0|Path0]
        ),
        Outcome = path(Path)
    ;   Outcome = Outcome0
    ).

%   A word's integer in State, for the question of Stamp: Base + P when
%   reached from the start, Mid + P when reached from the goal, P its
%   parent toward that end (0 for a root), Base = Stamp << (2B+1), Mid =
%   Base + 2^B; below Base (an older stamp) when not reached yet.
%
%   layers(+F, +NF, +R, +NR, +Adjacency, +State, +Base, +Mid, +E, +Max,
%   -Outcome): the search from both ends, after E expansions, F the
%   forward frontier (NF words), R the backward one (NR words); the
%   smaller one is expanded, a whole layer at a time.

layers(F, NF, R, NR, Adjacency, State, Base, Mid, E, Max, Outcome) :-
    (   ( NF =:= 0 ; NR =:= 0 )
    ->  Outcome = none
    ;   NF =< NR
    ->  forward(F, Adjacency, State, Base, Mid, [], E, Max, Result),
        (   Result = next(F1, NF1, E1)
        ->  layers(F1, NF1, R, NR, Adjacency, State, Base, Mid, E1, Max, Outcome)
        ;   Outcome = Result
        )
    ;   backward(R, Adjacency, State, Base, Mid, [], E, Max, Result),
        (   Result = next(R1, NR1, E1)
        ->  layers(F, NF, R1, NR1, Adjacency, State, Base, Mid, E1, Max, Outcome)
        ;   Outcome = Result
        )
    ).

%   forward(+Xs, +Adjacency, +State, +Base, +Mid, +Next0, +E0, +Max,
%   -Result) expands the words Xs of the forward frontier: Result is
%   next(Next, N, E), the next frontier, its size and the expansions;
%   met(X, Y) when X's neighbour Y was reached from the goal; or
%   limit(E0) when Max expansions come first.

forward([], _, _, _, _, Next, E, _, next(Next, N, E)) :-
    length(Next, N).
forward([X|Xs], Adjacency, State, Base, Mid, Next0, E0, Max, Result) :-
    (   E0 >= Max
    ->  Result = limit(E0)
    ;   arg(X, Adjacency, Js),
        Value is Base + X,
        forward_edges(Js, Value, State, Base, Mid, Next0, Next1, Y),
        (   var(Y)
        ->  E1 is E0 + 1,
            forward(Xs, Adjacency, State, Base, Mid, Next1, E1, Max, Result)
        ;   Result = met(X, Y)
        )
    ).

forward_edges([], _, _, _, _, Next, Next, _).
forward_edges([J|Js], Value, State, Base, Mid, Next0, Next, Y) :-
    arg(J, State, V),
    (   V < Base                                        % unseen
    ->  nb_setarg(J, State, Value),
        forward_edges(Js, Value, State, Base, Mid, [J|Next0], Next, Y)
    ;   V >= Mid                                        % seen from the goal
    ->  Y = J,
        Next = Next0
    ;   forward_edges(Js, Value, State, Base, Mid, Next0, Next, Y)
    ).

%   backward(+Xs, +Adjacency, +State, +Base, +Mid, +Next0, +E0, +Max,
%   -Result): as forward/9 from the goal's end; met(Y, X) when
%   X's neighbour Y was reached from the start.

backward([], _, _, _, _, Next, E, _, next(Next, N, E)) :-
    length(Next, N).
backward([X|Xs], Adjacency, State, Base, Mid, Next0, E0, Max, Result) :-
    (   E0 >= Max
    ->  Result = limit(E0)
    ;   arg(X, Adjacency, Js),
        Value is Mid + X,
        backward_edges(Js, Value, State, Base, Mid, Next0, Next1, Y),
        (   var(Y)
        ->  E1 is E0 + 1,
            backward(Xs, Adjacency, State, Base, Mid, Next1, E1, Max, Result)
        ;   Result = met(Y, X)
        )
    ).

backward_edges([], _, _, _, _, Next, Next, _).
backward_edges([J|Js], Value, State, Base, Mid, Next0, Next, Y) :-
    arg(J, State, V),
    (   V < Base                                        % unseen
    ->  nb_setarg(J, State, Value),
        backward_edges(Js, Value, State, Base, Mid, [J|Next0], Next, Y)
    ;   V < Mid                                         % seen from the start
    ->  Y = J,
        Next = Next0
    ;   backward_edges(Js, Value, State, Base, Mid, Next0, Next, Y)
    ).

%   seeds(+Js, +T, +State, +Base, +F0, -F, +N0, -N): the neighbours Js
%   of a start outside the lexicon as the first forward frontier F (N
%   words), their parent 0; fails when one of them is the goal T.

seeds([], _, _, _, F, F, N, N).
seeds([J|Js], T, State, Base, F0, F, N0, N) :-
    J =\= T,
    nb_setarg(J, State, Base),
    N1 is N0 + 1,
    seeds(Js, T, State, Base, [J|F0], F, N1, N).

%   forward_path(+X, +State, +Base, +Tail, -Path): the words from the
%   start's end to X by the parents, then Tail.

forward_path(0, _, _, Path, Path) :-
    !.
forward_path(X, State, Base, Tail, Path) :-
    arg(X, State, V),
    P is V - Base,
    (   P =:= 0
    ->  Path = [X|Tail]
    ;   forward_path(P, State, Base, [X|Tail], Path)
    ).

%   backward_path(+Y, +State, +Mid, -Path): the words from Y to the goal
%   by the parents.

backward_path(Y, State, Mid, [Y|Path]) :-
    arg(Y, State, V),
    P is V - Mid,
    (   P =:= 0
    ->  Path = []
    ;   backward_path(P, State, Mid, Path)
    ).

%!  search_state(+Graph, -St) is det.
%
%   St = st(Generation, N, Stamp, B, State), this thread's search state
%   of Graph (graph.pl), with a new Stamp: State holds an integer a
%   word, Stamp << (2B+1) and B bits a field below it, so a search
%   values a word of this Stamp above any of an older one and nothing
%   is cleared between searches. When the stamps run out of small
%   integers, State is set to zeros and they start again.

search_state(Graph, St) :-
    arg(8, Graph, St),                  % graph(_, _, _, _, _, _, _, Search, _)
    St = st(_, N, Stamp0, B, State),
    (   Stamp0 < (0x7fffffffffffff >> (2*B+1))
    ->  Stamp is Stamp0 + 1
    ;   zeros(N, State),
        Stamp = 1
    ),
    nb_setarg(3, St, Stamp).

zeros(0, _) :-
    !.
zeros(I, Array) :-
    nb_setarg(I, Array, 0),
    I1 is I - 1,
    zeros(I1, Array).
