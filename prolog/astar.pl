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
    Goal. The path found is a cheapest one if the heuristic is
    *consistent*: it never drops by more than the cost of an edge, and
    is 0 at Goal (so it never overstates the cost: it is admissible).
    A state is expanded once and never reopened, so with a heuristic
    that is admissible but not consistent a cheaper path to a state
    found after its expansion is ignored, and the path found may cost
    more than the cheapest.

A graph whose edges all cost 1 and that keeps the neighbours of each
state in a list passes neighbours(Closure) as Successor instead:
call(Closure, State, Nexts) gives all the states one edge away at once,
so the search does not collect them one solution at a time.

The states seen so far are kept in a trie (SWI-Prolog's hashed table,
made for each search and updated in place, so a look-up costs the same
however many states have been seen): a state maps to G-N, the least
cost G found so far and the number N of the expansion that found it
(0 for the start), or to `closed` once expanded. A successor is queued
only if it is not closed and its new cost is lower than any found
before, or equal and found by an earlier expansion (which only partial
expansion, below, can do), so the order of the queue is fully
determined:

  *Tie-breaking.* Entries are ordered on F = G + H, lowest first; among
  equal F the lowest H (the entry nearer the goal, so the search dives
  instead of widening); among equal F and H the State first in the
  standard order of terms (for words: alphabetical). A state reached at
  the same cost from two parents keeps the parent expanded first. The
  same input therefore always gives the same path.

The goal test is made when a state is taken from the queue, not when
it is queued, which keeps the path cheapest (for a consistent
heuristic).

The open list is a priority queue (library(heaps)) of *runs*: the
entries queued by one expansion are sorted (msort/2, in C) and go in as
one run, keyed on its first entry. Taking the first entry of the queue
takes the first entry of a run and puts the rest of the run back, keyed
on its next entry. Most entries queued by A* are never taken, so the
heap holds one element per expansion rather than one per successor,
and the order in which entries are taken is the same (see the comments
on the open list in the source).

*Partial expansion.* Most successors A* queues are never taken: with
edges of cost 1 and a consistent heuristic, a successor Next of State
has f(Next) = f(State) + Delta, Delta in {0, 1, 2}, and the search
usually reaches the goal before it takes an entry of f above the
goal's. Enhanced partial-expansion A* (EPEA*; Felner et al. 2012,
Goldenberg et al. 2014) does not generate those successors until they
could be taken. A graph that can give the successors of a state one
*class* Delta at a time (an operator-selection function) passes
classes(Closure) as Successor: call(Closure, State, Delta, Nexts,
NextDelta) gives the list Nexts of the successors of State with f(Next)
= f(State) + Delta, that is h(Next) = h(State) + Delta - 1, and
NextDelta, the next class to ask for (greater than Delta), or `none`.

Expanding State generates its class 0 only, and *puts off* its next
class: the class waits, apart from the queue of states, under the F and
H its successors will have. The classes put off under the least F and H
are generated as soon as no state entry comes before them (so before
any state of that F and H is taken: before any of their successors
could be), each putting off its own next class in turn. A class thus
queues its successors later than plain A* would, but before plain A*
would take any of them: the same states are taken and expanded, in the
same order, and the same path comes out. The one thing timing could
change, which parent of a successor found at the same cost by two
parents queues it first, is settled by the N in the trie and in each
entry: the parent expanded first wins, as in plain A*. Generating a
class is not an expansion; the heuristic is called for the start only,
since a class gives the H of its successors.

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
%   Search a cheapest path from Start to Goal (compared with ==/2); the
%   path is cheapest if Heuristic is consistent (see the module header).
%   Outcome is path(Path, Cost), no_path or limit(Expansions).
%   Successor is one of
%
%     - a closure called as call(Successor, State, Next, Cost);
%     - neighbours(Closure), called as call(Closure, State, Nexts) for
%       the list of the states one edge of cost 1 away;
%     - classes(Closure), called as call(Closure, State, Delta, Nexts,
%       NextDelta) for the list of the states one edge of cost 1 away
%       whose f exceeds that of State by Delta, and the next class
%       NextDelta > Delta to ask for, or `none` (partial expansion,
%       above). The heuristic must be consistent.
%
%   The closures must succeed for every state they are called on (a
%   state without successors gives none, or an empty list): astar/6
%   fails if one fails.
%
%   Options:
%
%     - max_expansions(+Max)
%       Stop with limit(Max) rather than expand more than Max states.
%       A non-negative integer, or `inf` for no limit; default 9999.
%
%   With the six words of the lessons as the lexicon
%   (`use_words([hot, dot, dog, lot, log, cog])`); the default lexicon
%   has a shorter way, hit hot cot cog:
%
%   ==
%   ?- astar(hit, cog, s, h(cog), Outcome).                 % lessons' words
%   Outcome = path([hit, hot, dot, dog, cog], 4).
%   ?- astar(hit, cog, neighbours(neighbours), h(cog), Outcome).   % lessons' words
%   Outcome = path([hit, hot, dot, dog, cog], 4).
%   ?- goal_classes(cog, Classes),                           % lessons' words
%      astar(hit, cog, classes(Classes), h(cog), Outcome).
%   Outcome = path([hit, hot, dot, dog, cog], 4).
%   ==
%
%   @error instantiation_error if Start or Goal is unbound: a search
%          needs both ends (an unbound Goal would equal no state, and
%          an unbound Start would be bound by the first edge it met).
%   @error type_error(nonneg, Max) for a max_expansions that is not
%          `inf` or an integer of 0 or more.

astar(Start, Goal, Successor, Heuristic, Outcome, Options) :-
    must_be(nonvar, Start),
    must_be(nonvar, Goal),
    option(max_expansions(Max), Options, 9999),
    must_be_limit(Max),
    edges(Successor, Edges),
    (   call(Heuristic, Start, H)
    ->  true
    ),
    trie_new(Seen),
    trie_insert(Seen, Start, 0-0),
    empty_heap(Heap),
    search([e(H, H, Start, 0, 0, [Start])], o(Heap, []), Seen, 0, Max, Goal,
           Edges, Heuristic, Outcome),
    trie_destroy(Seen).

must_be_limit(Max) :-
    Max == inf,
    !.
must_be_limit(Max) :-
    must_be(nonneg, Max).

%   edges(:Successor, -Edges): Successor in the form expand/12 takes.

edges(M:neighbours(Closure), Edges) :-
    !,
    Edges = unit(M:Closure).
edges(M:classes(Closure), Edges) :-
    !,
    Edges = classes(M:Closure).
edges(Successor, any(Successor)).

%   search(+New, +Open, +Seen, +N, +Max, +Goal, +Edges, :Heuristic,
%   -Outcome) takes what comes first in the open list Open with the New
%   entries of the last expansion, the N-th, added: the classes put off
%   under the least F and H, or a state.

search(New, Open0, Seen, N, Max, Goal, Edges, Heuristic, Outcome) :-
    (   take(New, Open0, Next, Open1)
    ->  (   Next = later(F, H, Classes)
        ->  Edges = classes(Closure),
            generate(Classes, Closure, F, H, Seen, Entries, [], Open1, Open),
            search(Entries, Open, Seen, N, Max, Goal, Edges, Heuristic,
                   Outcome)
        ;   Next = e(F, H, State, _, G, Path),
            (   trie_lookup(Seen, State, closed)        % a stale entry
            ->  search([], Open1, Seen, N, Max, Goal, Edges, Heuristic,
                       Outcome)
            ;   State == Goal
            ->  reverse(Path, States),
                Outcome = path(States, G)
            ;   integer(Max),
                N >= Max
            ->  Outcome = limit(N)
            ;   trie_update(Seen, State, closed),
                N1 is N + 1,
                expand(Edges, F, H, State, N1, G, Path, Heuristic, Seen,
                       Entries, Open1, Open),
                search(Entries, Open, Seen, N1, Max, Goal, Edges, Heuristic,
                       Outcome)
            )
        )
    ;   Outcome = no_path
    ).

%   expand(+Edges, +F, +H, +State, +N, +G, +Path, :Heuristic, +Seen,
%   -Entries, +Open0, -Open): Entries are the entries to queue for the
%   N-th expansion, of State, reached at cost G along Path with f F and
%   h H; Open is Open0 with the class put off, if any.

expand(unit(Closure), _, _, State, N, G, Path, Heuristic, Seen, Entries,
       Open, Open) :-
    call(Closure, State, Nexts),
    G1 is G + 1,
    entries(Nexts, G1, N, Path, Heuristic, Seen, Entries, []).
expand(any(Successor), _, _, State, N, G, Path, Heuristic, Seen, Entries,
       Open, Open) :-
    findall(Cost-Next, call(Successor, State, Next, Cost), Steps),
    keysort(Steps, Sorted),
    group_pairs_by_key(Sorted, Groups),
    group_entries(Groups, G, N, Path, Heuristic, Seen, Entries).
expand(classes(Closure), F, H, State, N, G, Path, _, Seen, Entries,
       Open0, Open) :-
    H0 is H - 1,
    class(Closure, F, H0, c(0, State, N, G, Path), Seen, Entries, [],
          Open0, Open).

%   group_entries(+Groups, +G, +N, +Path, :Heuristic, +Seen, -Entries)
%   as entries/8, for the steps of Groups, a list of Cost-Nexts.

group_entries([], _, _, _, _, _, []).
group_entries([Cost-Nexts|Groups], G, N, Path, Heuristic, Seen, Entries) :-
    G1 is G + Cost,
    entries(Nexts, G1, N, Path, Heuristic, Seen, Entries, Entries1),
    group_entries(Groups, G, N, Path, Heuristic, Seen, Entries1).

%   entries(+Nexts, +G1, +N, +Path, :Heuristic, +Seen, -Entries, ?Tail)
%   holds an entry e(F, H, Next, N, G1, [Next|Path]) for each Next of
%   Nexts, reached at cost G1 by the N-th expansion, that improves on
%   what Seen knows of it, and records G1-N for it in Seen. Next is
%   skipped if it is closed, or known at a cost as low by an expansion
%   as early. Heuristic gives H, or is H, the same for all (a class).

entries([], _, _, _, _, _, Entries, Entries).
entries([Next|Nexts], G1, N, Path, Heuristic, Seen, Entries0, Entries) :-
    (   trie_lookup(Seen, Next, Known),
        (   Known == closed
        ;   Known = G0-N0,
            (   G0 < G1
            ;   G0 =:= G1,
                N0 =< N
            )
        )
    ->  entries(Nexts, G1, N, Path, Heuristic, Seen, Entries0, Entries)
    ;   (   number(Heuristic)
        ->  H = Heuristic
        ;   call(Heuristic, Next, H)
        ->  true
        ),
        F is G1 + H,
        trie_update(Seen, Next, G1-N),
        Entries0 = [e(F, H, Next, N, G1, [Next|Path])|Entries1],
        entries(Nexts, G1, N, Path, Heuristic, Seen, Entries1, Entries)
    ).

                 /*******************************
                 *      PARTIAL EXPANSION       *
                 *******************************/

%   A class put off is c(Delta, State, N, G, Path): the successors of
%   class Delta of State, the N-th state expanded, reached at cost G
%   along Path.

%   class(:Closure, +F, +H, +Class, +Seen, -Entries, ?Tail, +Open0,
%   -Open) generates Class, whose successors have f F and h H: Entries
%   holds their entries (entries/8), followed by Tail, and Open is Open0
%   with the next class of the same state put off.

class(Closure, F, H, c(Delta, State, N, G, Path), Seen, Entries, Tail,
      Open0, Open) :-
    call(Closure, State, Delta, Nexts, Delta1),
    G1 is G + 1,
    entries(Nexts, G1, N, Path, H, Seen, Entries, Tail),
    (   Delta1 == none
    ->  Open = Open0
    ;   F1 is F + Delta1 - Delta,
        H1 is H + Delta1 - Delta,
        put_off(F1, H1, c(Delta1, State, N, G, Path), Open0, Open)
    ).

%   generate(+Classes, :Closure, +F, +H, +Seen, -Entries, ?Tail, +Open0,
%   -Open) generates the Classes put off under F and H, as class/9 does,
%   in any order: no state is taken in between.

generate([], _, _, _, _, Entries, Entries, Open, Open).
generate([Class|Classes], Closure, F, H, Seen, Entries, Tail, Open0, Open) :-
    class(Closure, F, H, Class, Seen, Entries, Entries1, Open0, Open1),
    generate(Classes, Closure, F, H, Seen, Entries1, Tail, Open1, Open).


                 /*******************************
                 *         THE OPEN LIST        *
                 *******************************/

%   The open list is o(Heap, Later). Heap is a heap (library(heaps))
%   whose elements are runs: the priority of an element is the first
%   entry of a run, its key the rest of the run, in order. An entry is
%   e(F, H, State, N, G, Path): State reached at cost G along Path
%   (reversed) by the N-th expansion. Entries compare in the standard
%   order of terms: F, then H, then State, then N (of two entries of one
%   state at the same cost, the one found by the earlier expansion
%   first). No two entries share all four, so G and Path are never
%   compared. The first entry of the heap is the priority of its first
%   element, since each run is sorted.
%
%   Later holds the classes put off, as a list of F-H-Classes, ordered
%   on F and then H; it stays empty unless the search expands
%   partially. The classes under F and H come before the entries of
%   the same F and H.

%!  take(+New, +Open0, -Next, -Open) is semidet.
%
%   Next is what comes first in the open list Open0 with the entries New
%   of one expansion added as one run, and Open the rest: either the
%   first entry, or later(F, H, Classes), the classes put off under F
%   and H when no entry comes before them. Fails if there is none. When
%   the first of New is the first entry, as it is when the search
%   dives, it is taken at once, and only the rest of its run goes into
%   the heap.

take([], o(Heap0, Later0), Next, Open) :-
    !,
    (   Later0 = [F-H-Classes|Later],
        (   min_of_heap(Heap0, e(F0, H0, _, _, _, _), _)
        ->  F-H @=< F0-H0
        ;   true
        )
    ->  Next = later(F, H, Classes),
        Open = o(Heap0, Later)
    ;   get_from_heap(Heap0, Next, Run, Heap1),
        queue(Run, Heap1, Heap),
        Open = o(Heap, Later0)
    ).
take(New, o(Heap0, Later), Next, Open) :-
    msort(New, [First|Run]),
    (   (   min_of_heap(Heap0, Top, _),
            Top @< First
        ;   Later = [F-H-_|_],
            First = e(F1, H1, _, _, _, _),
            F-H @=< F1-H1
        )
    ->  add_to_heap(Heap0, First, Run, Heap1),
        take([], o(Heap1, Later), Next, Open)
    ;   Next = First,
        queue(Run, Heap0, Heap),
        Open = o(Heap, Later)
    ).

%   queue(+Run, +Heap0, -Heap) adds Run, a sorted list of entries, to
%   the heap.

queue([], Heap, Heap).
queue([First|Run], Heap0, Heap) :-
    add_to_heap(Heap0, First, Run, Heap).

%   put_off(+F, +H, +Class, +Open0, -Open) adds Class to the classes put
%   off under F and H.

put_off(F, H, Class, o(Heap, Later0), o(Heap, Later)) :-
    put_off(Later0, F-H, Class, Later).

put_off([], Key, Class, [Key-[Class]]).
put_off([Key0-Classes|Later0], Key, Class, Later) :-
    compare(Order, Key, Key0),
    (   Order == (=)
    ->  Later = [Key0-[Class|Classes]|Later0]
    ;   Order == (<)
    ->  Later = [Key-[Class], Key0-Classes|Later0]
    ;   Later = [Key0-Classes|Later1],
        put_off(Later0, Key, Class, Later1)
    ).
