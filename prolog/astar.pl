:- module(astar,
          [ astar/5,                    % +Start, +Goal, :Successor, :Heuristic, -Outcome
            astar/6                     % +Start, +Goal, :Successor, :Heuristic, -Outcome, +Options
          ]).
:- use_module(library(error)).
:- use_module(library(heaps)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(pairs)).

:- set_prolog_flag(optimise, true).     % this file only: inline arithmetic

/** <module> A* search over any graph

astar/6 finds a cheapest path from Start to Goal in a graph given by two
closures:

  - call(Successor, State, Next, Cost): the edges out of State, Cost > 0;
  - call(Heuristic, State, H): an estimate H of the cost from State to
    Goal. If it never overstates the cost (admissible) the path found is
    a cheapest one; if it is also consistent no state is expanded twice.

A graph whose edges all cost 1 and that keeps the neighbours of each
state in a list passes neighbours(Closure) as Successor instead:
call(Closure, State, Nexts) gives all the states one edge away at once,
so the search does not collect them one solution at a time.

The states seen so far are kept in a trie (SWI-Prolog's hashed table,
made for each search and updated in place, so a look-up costs the same
however many states have been seen): a state maps to the least cost G
found so far, or to `closed` once expanded. A successor is queued only
if it is not closed and its new cost is lower than any found before, so
each queued entry is a distinct (state, cost) and the order of the queue
is fully determined:

  *Tie-breaking.* Entries are ordered on F = G + H, lowest first; among
  equal F the lowest H (the entry nearer the goal, so the search dives
  instead of widening); among equal F and H the State first in the
  standard order of terms (for words: alphabetical). A state reached at
  the same cost from two parents keeps the parent expanded first. The
  same input therefore always gives the same path.

The goal test is made when a state is taken from the queue, which keeps
the path cheapest for any admissible heuristic.

The open list is a priority queue (library(heaps)) of *runs*: the
entries queued by one expansion are sorted (msort/2, in C) and go in as
one run, keyed on its first entry. Taking the first entry of the queue
takes the first entry of a run and puts the rest of the run back, keyed
on its next entry. Most entries queued by A* are never taken, so the
heap holds one element per expansion rather than one per successor,
and the order in which entries are taken is the same (see `THE OPEN
LIST` below).

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
%   Outcome is path(Path, Cost), no_path or limit(Expansions).
%   Successor is a closure called as call(Successor, State, Next, Cost),
%   or neighbours(Closure), called as call(Closure, State, Nexts) for
%   the list of the states one edge of cost 1 away. Options:
%
%     - max_expansions(+Max)
%       Stop with limit(Max) rather than expand more than Max states.
%       A non-negative integer, or `inf` for no limit; default 9999.
%
%   ==
%   ?- astar(hit, cog, s, h(cog), Outcome).
%   Outcome = path([hit, hot, dot, dog, cog], 4).
%   ?- astar(hit, cog, neighbours(neighbours), h(cog), Outcome).
%   Outcome = path([hit, hot, dot, dog, cog], 4).
%   ==

astar(Start, Goal, Successor, Heuristic, Outcome, Options) :-
    option(max_expansions(Max), Options, 9999),
    must_be_limit(Max),
    edges(Successor, Edges),
    (   call(Heuristic, Start, H)
    ->  true
    ),
    trie_new(Seen),
    trie_insert(Seen, Start, 0),
    singleton_heap(Open, e(H, H, Start, 0, [Start]), []),
    search(Open, Seen, 0, Max, Goal, Edges, Heuristic, Outcome),
    trie_destroy(Seen).

must_be_limit(inf) :- !.
must_be_limit(Max) :-
    must_be(nonneg, Max).

%   edges(:Successor, -Edges) and steps(+Edges, +State, -Groups): the
%   edges out of State as a list of Cost-Nexts groups, from either form
%   of Successor.

edges(M:neighbours(Closure), Edges) :-
    !,
    Edges = unit(M:Closure).
edges(Successor, any(Successor)).

steps(unit(Closure), State, [1-Nexts]) :-
    call(Closure, State, Nexts).
steps(any(Successor), State, Groups) :-
    findall(Cost-Next, call(Successor, State, Next, Cost), Steps),
    keysort(Steps, Sorted),
    group_pairs_by_key(Sorted, Groups).

%   search(+Open, +Seen, +N, +Max, +Goal, +Edges, :Heuristic, -Outcome)
%   takes the first entry of Open, after N expansions.

search(Open0, Seen, N, Max, Goal, Edges, Heuristic, Outcome) :-
    (   take(Open0, e(_, _, State, G, Path), Open1)
    ->  (   trie_lookup(Seen, State, closed)            % a stale entry
        ->  search(Open1, Seen, N, Max, Goal, Edges, Heuristic, Outcome)
        ;   State == Goal
        ->  reverse(Path, States),
            Outcome = path(States, G)
        ;   integer(Max),
            N >= Max
        ->  Outcome = limit(N)
        ;   trie_update(Seen, State, closed),
            steps(Edges, State, Groups),
            entries(Groups, G, Path, Heuristic, Seen, Entries),
            queue(Entries, Open1, Open),
            N1 is N + 1,
            search(Open, Seen, N1, Max, Goal, Edges, Heuristic, Outcome)
        )
    ;   Outcome = no_path
    ).

%   entries(+Groups, +G, +Path, :Heuristic, +Seen, -Entries) holds an
%   entry e(F, H, Next, G1, [Next|Path]) for each step from the head of
%   Path, reached at cost G, that improves on the best known cost G1 of
%   Next, and records G1 in Seen. Groups holds Cost-Nexts groups.

entries([], _, _, _, _, []).
entries([Cost-Nexts|Groups], G, Path, Heuristic, Seen, Entries) :-
    G1 is G + Cost,
    entries(Nexts, G1, Path, Heuristic, Seen, Entries, Entries1),
    entries(Groups, G, Path, Heuristic, Seen, Entries1).

entries([], _, _, _, _, Entries, Entries).
entries([Next|Nexts], G1, Path, Heuristic, Seen, Entries0, Entries) :-
    (   trie_lookup(Seen, Next, Known),
        (   Known == closed
        ;   Known =< G1
        )
    ->  entries(Nexts, G1, Path, Heuristic, Seen, Entries0, Entries)
    ;   (   call(Heuristic, Next, H)
        ->  true
        ),
        F is G1 + H,
        trie_update(Seen, Next, G1),
        Entries0 = [e(F, H, Next, G1, [Next|Path])|Entries1],
        entries(Nexts, G1, Path, Heuristic, Seen, Entries1, Entries)
    ).


                 /*******************************
                 *         THE OPEN LIST        *
                 *******************************/

%   The open list is a heap (library(heaps)) whose elements are runs:
%   the priority of an element is the first entry of a run, its key the
%   rest of the run, in order. An entry is e(F, H, State, G, Path), Path
%   reversed; entries compare in the standard order of terms: F, then H,
%   then State (no two entries share all three, so G and Path are never
%   compared). The first entry of the whole queue is the priority of the
%   heap's first element, since each run is sorted.

%!  queue(+Entries, +Open0, -Open) is det.
%
%   Add the entries of one expansion to the open list as one run.

queue([], Open, Open).
queue([Entry|Entries], Open0, Open) :-
    msort([Entry|Entries], [First|Run]),
    add_to_heap(Open0, First, Run, Open).

%!  take(+Open0, -Entry, -Open) is semidet.
%
%   Entry is the first entry of the open list Open0, and Open the rest.
%   Fails if Open0 is empty.

take(Open0, Entry, Open) :-
    get_from_heap(Open0, Entry, Run, Open1),
    (   Run = [Next|Rest]
    ->  add_to_heap(Open1, Next, Rest, Open)
    ;   Open = Open1
    ).
