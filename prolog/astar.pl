:- module(astar,
          [ astar/5,                    % +Start, +Goal, :Successor, :Heuristic, -Outcome
            astar/6                     % +Start, +Goal, :Successor, :Heuristic, -Outcome, +Options
          ]).
:- use_module(library(error)).
:- use_module(library(heaps)).
:- use_module(library(lists)).
:- use_module(library(option)).

/** <module> A* search over any graph

astar/6 finds a cheapest path from Start to Goal in a graph given by two
closures:

  - call(Successor, State, Next, Cost): the edges out of State, Cost > 0;
  - call(Heuristic, State, H): an estimate H of the cost from State to
    Goal. If it never overstates the cost (admissible) the path found is
    a cheapest one; if it is also consistent no state is expanded twice.

The open list is a priority queue (library(heaps)). The states seen so
far are kept in a trie (SWI-Prolog's hashed table, made for each search
and updated in place, so a look-up costs the same however many states
have been seen): a state maps to the least cost G found so far, or to
`closed` once expanded. A successor is queued only if it is not closed
and its new cost is lower than any found before, so each queued entry is
a distinct (state, cost) and the order of the queue is fully determined:

  *Tie-breaking.* Entries are ordered on the term f(F, H, State): lowest
  F = G + H first; among equal F the lowest H (the entry nearer the goal,
  so the search dives instead of widening); among equal F and H the State
  first in the standard order of terms (for words: alphabetical). A state
  reached at the same cost from two parents keeps the parent expanded
  first. The same input therefore always gives the same path.

The goal test is made when a state is taken from the queue, which keeps
the path cheapest for any admissible heuristic.

The search stops after a number of expansions (states taken from the
queue and expanded), 9999 by default, with the outcome limit(Expansions)
instead of running on: the outcome is always one of

  - path(Path, Cost): Path is the list of states Start..Goal;
  - no_path: every state reachable from Start has been expanded;
  - limit(Expansions): the limit was reached first.
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
%   Search a cheapest path from Start to Goal (compared with ==/2).
%   Outcome is path(Path, Cost), no_path or limit(Expansions). Options:
%
%     - max_expansions(+Max)
%       Stop with limit(Max) rather than expand more than Max states.
%       A non-negative integer, or `inf` for no limit; default 9999.
%
%   ==
%   ?- astar(hit, cog, s, h(cog), Outcome).
%   Outcome = path([hit, hot, dot, dog, cog], 4).
%   ==

astar(Start, Goal, Successor, Heuristic, Outcome, Options) :-
    option(max_expansions(Max), Options, 9999),
    must_be_limit(Max),
    once(call(Heuristic, Start, H)),
    singleton_heap(Open, f(H, H, Start), node(0, [Start])),
    trie_new(Seen),
    trie_insert(Seen, Start, 0),
    search(Open, Seen, 0, Max, Goal, Successor, Heuristic, Outcome).

must_be_limit(inf) :- !.
must_be_limit(Max) :-
    must_be(nonneg, Max).

search(Open0, Seen, N, Max, Goal, Successor, Heuristic, Outcome) :-
    (   get_from_heap(Open0, _, node(G, Path), Open1)
    ->  Path = [State|_],
        (   trie_lookup(Seen, State, closed)            % a stale entry
        ->  search(Open1, Seen, N, Max, Goal, Successor, Heuristic, Outcome)
        ;   State == Goal
        ->  reverse(Path, States),
            Outcome = path(States, G)
        ;   reached(N, Max)
        ->  Outcome = limit(N)
        ;   trie_update(Seen, State, closed),
            findall(Next-Cost, call(Successor, State, Next, Cost), Steps),
            queue(Steps, G, Path, Heuristic, Seen, Open1, Open),
            N1 is N + 1,
            search(Open, Seen, N1, Max, Goal, Successor, Heuristic, Outcome)
        )
    ;   Outcome = no_path
    ).

reached(N, Max) :-
    integer(Max),
    N >= Max.

%   queue(+Steps, +G, +Path, :Heuristic, +Open0, -Open, +Seen0, -Seen)
%   queues each Next-Cost step from the head of Path that improves on
%   the best known cost of Next.

queue([], _, _, _, _, Open, Open).
queue([Next-Cost|Steps], G, Path, Heuristic, Seen, Open0, Open) :-
    G1 is G + Cost,
    (   trie_lookup(Seen, Next, Known),
        \+ better(G1, Known)
    ->  Open1 = Open0
    ;   once(call(Heuristic, Next, H)),
        F is G1 + H,
        add_to_heap(Open0, f(F, H, Next), node(G1, [Next|Path]), Open1),
        trie_update(Seen, Next, G1)
    ),
    queue(Steps, G, Path, Heuristic, Seen, Open1, Open).

better(G, Known) :-
    number(Known),
    G < Known.
