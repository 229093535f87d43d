:- module(wordlog_search,
          [ shortest_path/5,            % +Graph, +From, +Goal, +Max, -Outcome
            shortest_dag/5,             % +Graph, +From, +Goal, -Children, -Layers
            new_search/2                % +Graph, -S
          ]).
:- use_module(graph, [graph_size/2, graph_adjacency/2, graph_state/2]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(ordsets)).

:- set_prolog_flag(optimise, true).     % this file only: inline arithmetic

/** <module> The search from both ends

A shortest-ladder question of the fast solver is one search over the
word graph of the ladder's length (graph.pl): a breadth-first search
from each end, a whole layer of the smaller frontier at a time (as
networkx's bidirectional_shortest_path does), the end an argument,
`start` or `goal`. It stops at the first word reached from both ends
(shortest_path/5), or after that layer (shortest_dag/5: every shortest
ladder passes through the words it reached from both ends). Frontiers
and neighbour lists keep a fixed order: a question always gets the same
ladder.

Each end keeps an array of the words of the graph (graph_state/2),
changed in place (nb_setarg/3), a word's integer in the one layout of
wordlog's searches, read by steps/4 and mark/2 and in the same
arithmetic inline by the loops of edges/7, of the ladder DAG and of
moves.pl's A* (which searches from the start only):

    Stamp << (B+25)  +  Cost << (B+1)  +  Flag << B  +  Link

B is the bits of a word's number. Link is 0 until the end reaches the
word, then 1 + the number of the word it was reached from (1 for the
end itself and for the neighbours of a start outside the lexicon).
Cost is 1 + its steps from the end, or its cost so far in the A*; Flag
marks a word of a shortest ladder before the meeting words, or a word
the A* expanded. A new Stamp a search makes an older search's words
unreached: nothing is cleared between searches.
*/

%!  new_search(+Graph, -S) is det.
%
%   S = s(Adjacency, Start, Goal, Base, B), a search over Graph
%   (graph.pl), Start and Goal the arrays of its ends, with a new stamp:
%   Base = Stamp << (B+25). When the stamps run out of small integers,
%   the arrays are set to 0 and they start again.

new_search(Graph, s(Adjacency, Start, Goal, Base, B)) :-
    graph_size(Graph, N),
    graph_adjacency(Graph, Adjacency),
    graph_state(Graph, State),
    State = state(Stamp0, Start, Goal),
    B is msb(N + 1) + 1,
    (   B =< 24
    ->  true
    ;   resource_error(word_graph_size)
    ),
    (   Stamp0 < (0x7fffffffffffff >> (B + 25))
    ->  Stamp is Stamp0 + 1
    ;   forall(between(1, N, I), ( nb_setarg(I, Start, 0), nb_setarg(I, Goal, 0) )),
        Stamp = 1
    ),
    nb_setarg(1, State, Stamp),
    Base is Stamp << (B + 25).

%   ends(+End, +S, -Own, -Other): the arrays of End and of the other end.

ends(start, s(_, Start, Goal, _, _), Start, Goal).
ends(goal, s(_, Start, Goal, _, _), Goal, Start).

%   steps(+S, +End, +J, -Steps): 1 + J's steps from End, 0 when End has
%   not reached J; mark(+S, +J) sets J's Flag in the start's array.

steps(S, End, J, Steps) :-
    S = s(_, _, _, Base, B),
    ends(End, S, Array, _),
    arg(J, Array, V),
    (   V < Base
    ->  Steps = 0
    ;   Steps is ((V - Base) >> (B + 1)) /\ 0xffffff
    ).

mark(s(_, Start, _, _, B), J) :-
    arg(J, Start, V),
    V1 is V \/ (1 << B),
    nb_setarg(J, Start, V1).

%   A frontier is f(Words, Count, Off, K): the Count Words an end
%   reached last; the words they reach get the integer Off + X, X the
%   word they are reached from. K = k(Adjacency, Own, Other, Base, End):
%   the arrays of End and of the other end.
%
%   fronts(+S, +From, +T, -F, -R, -Met): the first frontiers from the
%   start and from the goal T. From is the start's number, or
%   outside(Js) for a start outside the lexicon with the neighbours Js
%   (ascending), reached as from a word numbered 0; Met is the first of
%   them the goal reached, if any.

fronts(S, From, T, f(Fs, NF, OffF, KF), f([T], 1, OffR, KR), Met) :-
    S = s(Adjacency, Start, Goal, Base, B),
    KF = k(Adjacency, Start, Goal, Base, start),
    KR = k(Adjacency, Goal, Start, Base, goal),
    Root is Base + (1 << (B + 1)) + 1,                  % 0 steps, parent 0
    nb_setarg(T, Goal, Root),
    OffR is Root + (1 << (B + 1)),                      % 1 step
    (   integer(From)
    ->  nb_setarg(From, Start, Root),
        Fs = [From],
        NF = 1,
        OffF = OffR
    ;   From = outside(Js),
        reverse(Js, Reversed),                          % as the adjacency holds them
        edges(Reversed, OffR, Start, Goal, Base, [], Next0),   % parent 0
        OffF is OffR + (1 << (B + 1)),
        (   integer(Next0)
        ->  Met = Next0,
            Fs = Js
        ;   Fs = Next0
        ),
        length(Fs, NF)
    ).

%   layers(+F, +R, +C, +E, -Outcome): the search after E expansions, F
%   and R the frontiers from the start and from the goal; the smaller
%   one grows by a layer. C = c(Mode, Max, Step): Mode `first` stops at
%   the first word reached from both ends (Outcome met(X, Y), X reached
%   from the start, Y its neighbour reached from the goal), `all` after
%   that layer (meet(Words, Off, End), the words it met, to be given
%   Off); none when a frontier runs out, limit(E) when Max words were
%   expanded first.

layers(F, R, C, E0, Outcome) :-
    F = f(_, NF, _, _),
    R = f(_, NR, _, _),
    (   ( NF =:= 0 ; NR =:= 0 )
    ->  Outcome = none
    ;   NF =< NR
    ->  layer(F, C, E0, Result),
        (   Result = next(F1, E1)
        ->  layers(F1, R, C, E1, Outcome)
        ;   Outcome = Result
        )
    ;   layer(R, C, E0, Result),
        (   Result = next(R1, E1)
        ->  layers(F, R1, C, E1, Outcome)
        ;   Outcome = Result
        )
    ).

%   layer(+Front, +C, +E0, -Result): expand the words of Front, as many
%   as Max allows: Result is next(Front1, E), the next frontier and the
%   expansions, or an Outcome of layers/5.

layer(f(Xs, NF, Off, K), c(Mode, Max, Step), E0, Result) :-
    K = k(Adjacency, Own, Other, Base, End),
    Left is Max - E0,
    (   NF =< Left
    ->  Ys = Xs
    ;   length(Ys, Left),                               % the words within the limit
        append(Ys, _, Xs)
    ),
    expand(Ys, Adjacency, Own, Other, Base, Off, [], Result0),
    (   Result0 = met(X, Y, Rest)
    ->  (   Mode == all
        ->  findall(J, ( member(X1, [X|Rest]),
                         arg(X1, Adjacency, Js),
                         member(J, Js),
                         arg(J, Other, V),
                         V >= Base ), Meeting),
            Result = meet(Meeting, Off, End)
        ;   End == start
        ->  Result = met(X, Y)
        ;   Result = met(Y, X)
        )
    ;   NF > Left
    ->  Result = limit(Max)
    ;   length(Result0, N),
        Off1 is Off + Step,
        E is E0 + NF,
        Result = next(f(Result0, N, Off1, K), E)
    ).

%   expand(+Xs, +Adjacency, +Own, +Other, +Base, +Off, +Next0, -Result):
%   expand the words Xs of a layer: Result is the words they reached,
%   or met(X, Y, Rest) when X's neighbour Y was reached from the other
%   end, Rest the words of Xs after X.

expand([], _, _, _, _, _, Next, Next).
expand([X|Xs], Adjacency, Own, Other, Base, Off, Next0, Result) :-
    arg(X, Adjacency, Js),
    Value is Off + X,
    edges(Js, Value, Own, Other, Base, Next0, Next),
    (   integer(Next)
    ->  Result = met(X, Next, Xs)
    ;   expand(Xs, Adjacency, Own, Other, Base, Off, Next, Result)
    ).

%   edges(+Js, +Value, +Own, +Other, +Base, +Next0, -Next): the words of
%   Js that neither end reached get Value in the array Own of the end
%   that grows and join Next; Next is the first word the other end
%   reached (in its array Other), if one did.

edges([], _, _, _, _, Next, Next).
edges([J|Js], Value, Own, Other, Base, Next0, Next) :-
    arg(J, Own, V),
    (   V >= Base                                       % reached by this end
    ->  edges(Js, Value, Own, Other, Base, Next0, Next)
    ;   arg(J, Other, W),
        W >= Base                                       % by the other end
    ->  Next = J
    ;   nb_setarg(J, Own, Value),
        edges(Js, Value, Own, Other, Base, [J|Next0], Next)
    ).


                 /*******************************
                 *        ONE SHORTEST PATH     *
                 *******************************/

%!  shortest_path(+Graph, +From, +Goal:positive_integer, +Max, -Outcome) is det.
%
%   Search a shortest path in Graph, a word graph (graph.pl), from From
%   to the word numbered Goal, From \== Goal. From is a word's number,
%   or outside(Neighbours) for a word outside the lexicon, with its
%   neighbours' numbers (word_neighbours/3). Outcome is path(Numbers),
%   the numbers of the words Start..Goal (0 for a start outside the
%   lexicon); none when there is no path; or limit(Max) when Max words
%   were expanded first (Max: a count or `inf`).

shortest_path(Graph, From, T, Max0, Outcome) :-
    new_search(Graph, S),
    (   Max0 == inf
    ->  Max = 0x7fffffffffffff
    ;   Max = Max0
    ),
    fronts(S, From, T, F, R, Met),
    (   nonvar(Met)
    ->  Outcome0 = met(0, Met)
    ;   S = s(_, _, _, _, B),
        Step is 1 << (B + 1),
        layers(F, R, c(first, Max, Step), 0, Outcome0)
    ),
    (   Outcome0 = met(X, Y)
    ->  S = s(_, Start, Goal, Base, B),
        Mask is (1 << B) - 1,
        from(Y, Goal, Base, Mask, After),
        toward(X, Start, Base, Mask, After, Path0),
        (   integer(From)
        ->  Path = Path0
        ;   Path = [0|Path0]
        ),
        Outcome = path(Path)
    ;   Outcome = Outcome0
    ).

%   toward(+X, +Array, +Base, +Mask, +Path0, -Path): Path is the words
%   from an end's root to X by their links in the end's Array, then
%   Path0; from(+Y, +Array, +Base, +Mask, -Path): the words from Y to
%   the end's root.

toward(0, _, _, _, Path, Path) :-
    !.
toward(X, Array, Base, Mask, Path0, Path) :-
    arg(X, Array, V),
    P is ((V - Base) /\ Mask) - 1,
    toward(P, Array, Base, Mask, [X|Path0], Path).

from(0, _, _, _, []) :-
    !.
from(Y, Array, Base, Mask, [Y|Path]) :-
    arg(Y, Array, V),
    P is ((V - Base) /\ Mask) - 1,
    from(P, Array, Base, Mask, Path).


                 /*******************************
                 *     ALL SHORTEST PATHS       *
                 *******************************/

%!  shortest_dag(+Graph, +From, +Goal, -Children, -Layers) is det.
%
%   The DAG of all shortest paths in Graph from From (as for
%   shortest_path/5) to the word numbered Goal, From \== Goal, a path
%   existing: Children are the numbers of the words one step from the
%   start that begin one (ascending); Layers the layers 1 step from the
%   start .. the goal's, each a list of X-Children pairs, X ascending,
%   Children the sorted numbers of the words one step further on a
%   shortest path. Its paths are the shortest paths.
%
%   The search stops at the layer that met the other end; the words it
%   met (the meeting words) are A steps from the start on paths of D
%   steps. The words before them on one are marked, a layer at a time
%   back toward the start; a word before them has as children its
%   marked neighbours a step further, one at or after them its
%   neighbours a step nearer the goal.

shortest_dag(Graph, From, T, Children, Layers) :-
    new_search(Graph, S),
    fronts(S, From, T, F, R, Met),
    S = s(Adjacency, Start, Goal, Base, B),
    (   nonvar(Met)
    ->  Meeting0 = [Met],
        Off is Base + (2 << (B + 1)) + 1,
        End = start
    ;   Step is 1 << (B + 1),
        layers(F, R, c(all, 0x7fffffffffffff, Step), 0, meet(Meeting0, Off, End))
    ),
    sort(Meeting0, Meeting),
    ends(End, S, Own, _),
    forall(member(M, Meeting), nb_setarg(M, Own, Off)),
    Meeting = [M|_],
    steps(S, start, M, StepsA),
    steps(S, goal, M, StepsK),
    A is StepsA - 1,
    D is A + StepsK - 1,
    maplist(mark(S), Meeting),
    mark_back(A, Meeting, Adjacency, Start, Base, B),
    (   integer(From)
    ->  arg(From, Adjacency, Firsts)
    ;   From = outside(Firsts)
    ),
    children(Firsts, Start, Base, B, 5, Children0),    % marked, 1 step
    sort(Children0, Children),
    dag_layers(Children, 1, A, D, k(Adjacency, Start, Goal, Base, B), Layers).

%   The layers of the DAG read a word's integer V less Base, shifted
%   right by B: Steps << 1 + Flag in the start's array; by B + 1: Steps
%   in the goal's.
%
%   mark_back(+I, +Layer, +Adjacency, +Start, +Base, +B): Layer holds the
%   marked words I steps from the start; mark the words I-1 steps from
%   it that are their neighbours, and so on back to the words 1 step
%   from it.

mark_back(I, Layer, Adjacency, Start, Base, B) :-
    (   I =< 1
    ->  true
    ;   Want is I << 1,                                 % I-1 steps, not marked
        parents(Layer, Adjacency, Start, Base, B, Want, [], Parents),
        I1 is I - 1,
        mark_back(I1, Parents, Adjacency, Start, Base, B)
    ).

parents([], _, _, _, _, _, Parents, Parents).
parents([X|Xs], Adjacency, Start, Base, B, Want, Parents0, Parents) :-
    arg(X, Adjacency, Js),
    unmarked(Js, Start, Base, B, Want, Parents0, Parents1),
    parents(Xs, Adjacency, Start, Base, B, Want, Parents1, Parents).

unmarked([], _, _, _, _, Parents, Parents).
unmarked([J|Js], Start, Base, B, Want, Parents0, Parents) :-
    arg(J, Start, V),
    (   (V - Base) >> B =:= Want
    ->  V1 is V + (1 << B),
        nb_setarg(J, Start, V1),
        unmarked(Js, Start, Base, B, Want, [J|Parents0], Parents)
    ;   unmarked(Js, Start, Base, B, Want, Parents0, Parents)
    ).

%   dag_layers(+Layer, +I, +A, +D, +K, -Layers): the layers of the DAG
%   from Layer, its words (ascending) I steps from the start; a word's
%   children are its marked neighbours I+1 steps from the start (I < A),
%   or its neighbours D-I-1 steps from the goal.

dag_layers(Layer, D, _, D, _, [Pairs]) :-
    !,
    findall(X-[], member(X, Layer), Pairs).
dag_layers(Layer, I, A, D, K, [Pairs|Layers]) :-
    K = k(Adjacency, Start, Goal, Base, B),
    (   I < A
    ->  Want is ((I + 2) << 1) + 1,
        layer_pairs(Layer, Adjacency, Start, Base, B, Want, Pairs, Lists)
    ;   Want is D - I,
        Shift is B + 1,
        layer_pairs(Layer, Adjacency, Goal, Base, Shift, Want, Pairs, Lists)
    ),
    ord_union(Lists, Next),
    I1 is I + 1,
    dag_layers(Next, I1, A, D, K, Layers).

layer_pairs([], _, _, _, _, _, [], []).
layer_pairs([X|Xs], Adjacency, Array, Base, Shift, Want, [X-Children|Pairs], [Children|Lists]) :-
    arg(X, Adjacency, Js),
    children(Js, Array, Base, Shift, Want, Children0),
    sort(Children0, Children),
    layer_pairs(Xs, Adjacency, Array, Base, Shift, Want, Pairs, Lists).

%   children(+Js, +Array, +Base, +Shift, +Want, -Children): the words of Js
%   whose integer in Array less Base, shifted right by Shift, is Want.

children([], _, _, _, _, []).
children([J|Js], Array, Base, Shift, Want, Children) :-
    arg(J, Array, V),
    (   (V - Base) >> Shift =:= Want
    ->  Children = [J|Children1]
    ;   Children = Children1
    ),
    children(Js, Array, Base, Shift, Want, Children1).
