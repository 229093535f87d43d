:- module(wordlog_search,
          [ shortest_path/5,            % +Graph, +From, +Goal, +Max, -Outcome
            shortest_dag/5,             % +Graph, +From, +Goal, -Children, -Layers
            new_search/2,               % +Graph, -S
            field/4,                    % ?End, +B, -Shift, -Mask
            link/4,                     % +S, +End, +J, -Link
            set_link/4,                 % +S, +End, +J, +Link
            mark/2,                     % +S, +J
            marked/2                    % +S, +J
          ]).
:- use_module(graph, [graph_size/2, graph_adjacency/2, graph_state/2]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(ordsets)).

:- set_prolog_flag(optimise, true).     % this file only: inline arithmetic

/** <module> The search from both ends

Every shortest-ladder question of the fast solver is answered by one
search over the word graph of the ladder's length (graph.pl): a
breadth-first search from the start and one from the goal, a whole
layer of the smaller frontier at a time (as networkx's
bidirectional_shortest_path does), so that the two meet in the middle
having seen far fewer words than one search from the start. The end a
layer grows from is an argument, `start` or `goal`. The search stops
at the first word reached from both ends (shortest_path/5: a shortest
ladder goes through it), or at the end of that layer (shortest_dag/5:
every shortest ladder goes through one of the words it reached from
both ends).

The state of a search is one integer a word in an array (for the word
graph of a length, graph_state/2), changed in place (nb_setarg/3): the
one layout of every search of wordlog's, read and written by the
accessors link/4, set_link/4, mark/2 and marked/2, and inline, in the
same arithmetic, by the loops of edges/8 and of moves.pl's A*:

    Stamp << (B+25)  +  Start << 25  +  Goal << 1  +  Flag

B is the bits of a word's number. Start (B bits) and Goal (24 bits) are
the word's *links* toward each end, 0 until that end reaches it: 1 +
the number of the word it was reached from (1 for the end itself, and
for the neighbours of a start outside the lexicon), or, for
shortest_dag/5, 1 + its steps from that end. An A* (moves.pl) searches
from the start alone: Goal holds the word's cost so far, and Flag says
it is closed. Flag marks a word of a shortest ladder before the meeting
words (shortest_dag/5). Each search takes a new Stamp, so a word of an
older one (a smaller integer) is unreached, and nothing is cleared
between searches.

The frontiers and neighbour lists are in a fixed order and the search
stops at the first word reached from both ends, so the same question
always gives the same ladder.
*/

%!  new_search(+Graph, -S) is det.
%
%   S = s(Adjacency, Array, Base, B), a search over Graph (graph.pl)
%   with a new stamp: Base = Stamp << (B+25). When the stamps run out
%   of small integers, the array is set to 0 and they start again.

new_search(Graph, s(Adjacency, Array, Base, B)) :-
    graph_size(Graph, N),
    graph_adjacency(Graph, Adjacency),
    graph_state(Graph, State),
    State = state(Stamp0, Array),
    B is msb(N + 1) + 1,
    (   B =< 24
    ->  true
    ;   resource_error(word_graph_size)
    ),
    (   Stamp0 < (0x7fffffffffffff >> (B + 25))
    ->  Stamp is Stamp0 + 1
    ;   forall(between(1, N, I), nb_setarg(I, Array, 0)),
        Stamp = 1
    ),
    nb_setarg(1, State, Stamp),
    Base is Stamp << (B + 25).

%!  field(?End, +B, -Shift, -Mask) is det.
%
%   The field of the links toward End (`start` or `goal`) is the bits
%   Mask << Shift of a word's integer less Base.

field(start, B, 25, Mask) :-
    Mask is (1 << B) - 1.
field(goal, _, 1, 0xffffff).

%!  link(+S, +End, +J, -Link) is det.
%!  set_link(+S, +End, +J, +Link) is det.
%
%   Link is J's link toward End, 0 when End has not reached J;
%   set_link/4 gives J, not reached from End yet, the link Link.

link(s(_, Array, Base, B), End, J, Link) :-
    arg(J, Array, V),
    (   V < Base
    ->  Link = 0
    ;   field(End, B, Shift, Mask),
        Link is ((V - Base) >> Shift) /\ Mask
    ).

set_link(s(_, Array, Base, B), End, J, Link) :-
    arg(J, Array, V0),
    field(End, B, Shift, _),
    V is max(V0, Base) + (Link << Shift),
    nb_setarg(J, Array, V).

%!  mark(+S, +J) is det.
%!  marked(+S, +J) is semidet.
%
%   Set J's Flag; J's Flag is set.

mark(s(_, Array, _, _), J) :-
    arg(J, Array, V),
    V1 is V \/ 1,
    nb_setarg(J, Array, V1).

marked(s(_, Array, Base, _), J) :-
    arg(J, Array, V),
    V >= Base,
    V /\ 1 =:= 1.

%   start(+S, +Mode, +From, -Front, -Met): the first frontier from the
%   start, f(Words, Count, Steps). From is the start's number, or
%   outside(Js) for a start outside the lexicon with the neighbours Js
%   (ascending): they are reached as from a word numbered 0. Met is the
%   first of them reached from the goal too, unbound if none is.

start(S, _, From, f([From], 1, 0), _) :-
    integer(From),
    !,
    set_link(S, start, From, 1).
start(S, Mode, outside(Js), f(Next, N, 1), Met) :-
    S = s(_, Array, Base, B),
    (   Mode == first
    ->  Link = 1
    ;   Link = 2
    ),
    field(start, B, Shift, Mask),
    Value is Link << Shift,
    Own is Mask << Shift,
    reverse(Js, Reversed),                              % as the adjacency holds them
    edges(Reversed, Value, Own, Array, Base, [], Next, Met),
    length(Next, N).

%   layers(+F, +R, +C, +E, -Outcome): the search after E expansions, F
%   and R the frontiers from the start and from the goal; the smaller
%   one grows by a layer. C = c(S, Mode, Max): Mode is `first` (stop at
%   the first word reached from both ends: Outcome met(X, Y), X reached
%   from the start, Y its neighbour reached from the goal) or `all`
%   (stop after that layer: Outcome meet(Words), the layer's words);
%   Outcome is none when a frontier runs out, limit(E) when Max words
%   were expanded first.

layers(F, R, C, E0, Outcome) :-
    F = f(_, NF, _),
    R = f(_, NR, _),
    (   ( NF =:= 0 ; NR =:= 0 )
    ->  Outcome = none
    ;   NF =< NR
    ->  layer(start, F, C, E0, Result),
        (   Result = next(F1, E1)
        ->  layers(F1, R, C, E1, Outcome)
        ;   Outcome = Result
        )
    ;   layer(goal, R, C, E0, Result),
        (   Result = next(R1, E1)
        ->  layers(F, R1, C, E1, Outcome)
        ;   Outcome = Result
        )
    ).

%   layer(+End, +Front, +C, +E0, -Result): expand the words of Front, the
%   frontier from End: Result is next(Front1, E), the next frontier
%   and the expansions, or an Outcome of layers/5.

layer(End, f(Xs, _, D), c(S, Mode, Max), E0, Result) :-
    S = s(Adjacency, Array, Base, B),
    field(End, B, Shift, Mask),
    Own is Mask << Shift,
    D1 is D + 1,
    Link is (D1 + 1) << Shift,
    expand(Xs, l(Adjacency, Array, Base, Shift, Own, Link, Mode, Max), [], E0, _, Result0),
    (   Result0 = next(Next, E)
    ->  length(Next, N),
        Result = next(f(Next, N, D1), E)
    ;   Result0 = met(X, Y),
        End == goal
    ->  Result = met(Y, X)
    ;   Result = Result0
    ).

%   expand(+Xs, +L, +Next0, +E0, ?Met, -Result): expand the words Xs of
%   one layer after E0 expansions; Met is bound to the first word
%   reached from both ends. Mode `first` stops at once with met(X, Met),
%   X the word expanded; `all` at the end of the layer with
%   meet(Next).

expand([], _, Next, E, Met, Result) :-
    (   var(Met)
    ->  Result = next(Next, E)
    ;   Result = meet(Next)
    ).
expand([X|Xs], L, Next0, E0, Met, Result) :-
    L = l(Adjacency, Array, Base, Shift, Own, Link, Mode, Max),
    (   E0 >= Max
    ->  Result = limit(E0)
    ;   arg(X, Adjacency, Js),
        (   Mode == first
        ->  Value is (X + 1) << Shift
        ;   Value = Link
        ),
        edges(Js, Value, Own, Array, Base, Next0, Next, Met),
        E1 is E0 + 1,
        (   Mode == first,
            nonvar(Met)
        ->  Result = met(X, Met)
        ;   expand(Xs, L, Next, E1, Met, Result)
        )
    ).

%   edges(+Js, +Value, +Own, +Array, +Base, +Next0, -Next, ?Met): the
%   words of Js that the growing end has not reached get their link
%   toward it (Value: the link << its shift; Own: the mask of its
%   field) and join Next; Met is bound to the first of them that the
%   other end has reached.

edges([], _, _, _, _, Next, Next, _).
edges([J|Js], Value, Own, Array, Base, Next0, Next, Met) :-
    arg(J, Array, V),
    (   V < Base                                        % reached by neither end
    ->  V1 is Base + Value,
        nb_setarg(J, Array, V1),
        edges(Js, Value, Own, Array, Base, [J|Next0], Next, Met)
    ;   V /\ Own =:= 0                                  % by the other end only
    ->  V1 is V + Value,
        nb_setarg(J, Array, V1),
        (   var(Met)
        ->  Met = J
        ;   true
        ),
        edges(Js, Value, Own, Array, Base, [J|Next0], Next, Met)
    ;   edges(Js, Value, Own, Array, Base, Next0, Next, Met)
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
    set_link(S, goal, T, 1),
    start(S, first, From, F, Met),
    (   nonvar(Met)
    ->  Outcome0 = met(0, Met)
    ;   layers(F, f([T], 1, 0), c(S, first, Max), 0, Outcome0)
    ),
    (   Outcome0 = met(X, Y)
    ->  toward(S, start, X, [], Before0),
        toward(S, goal, Y, [], After0),
        reverse(After0, After),
        (   integer(From)
        ->  Before = Before0
        ;   Before = [0|Before0]
        ),
        append(Before, After, Path),
        Outcome = path(Path)
    ;   Outcome = Outcome0
    ).

%   toward(+S, +End, +X, +Path0, -Path): Path is the words from End's
%   root (the first word of a start outside the lexicon) to X by their
%   links, then Path0.

toward(_, _, 0, Path, Path) :-
    !.
toward(S, End, X, Path0, Path) :-
    link(S, End, X, Link),
    P is Link - 1,
    toward(S, End, P, [X|Path0], Path).


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
%   shortest path. Every path through the DAG is a shortest path, and
%   every shortest path is one.
%
%   The search stops after the layer that met the other end. Its words
%   reached from both ends (the meeting words) are A steps from the
%   start and lie on shortest paths of D steps; the words before them on
%   one are marked, a layer at a time back toward the start; a word
%   before them has as children its marked neighbours a step further,
%   one at or after them its neighbours a step nearer the goal.

shortest_dag(Graph, From, T, Children, Layers) :-
    new_search(Graph, S),
    set_link(S, goal, T, 1),
    start(S, all, From, F, Met),
    (   nonvar(Met)
    ->  F = f(Next, _, _)
    ;   layers(F, f([T], 1, 0), c(S, all, 0x7fffffffffffff), 0, meet(Next))
    ),
    include(reached(S, start), Next, Meeting0),
    include(reached(S, goal), Meeting0, Meeting1),
    sort(Meeting1, Meeting),
    Meeting = [M|_],
    link(S, start, M, LinkA),
    link(S, goal, M, LinkK),
    A is LinkA - 1,
    D is A + LinkK - 1,
    maplist(mark(S), Meeting),
    mark_back(A, Meeting, S),
    (   integer(From)
    ->  graph_adjacency(Graph, Adjacency),
        arg(From, Adjacency, Firsts)
    ;   From = outside(Firsts)
    ),
    include(marked(S), Firsts, Children0),
    sort(Children0, Children),
    dag_layers(Children, 1, A, D, S, Layers).

reached(S, End, J) :-
    link(S, End, J, Link),
    Link > 0.

%   mark_back(+I, +Layer, +S): Layer holds the marked words I steps from
%   the start; mark the words I-1 steps from it that are their
%   neighbours, and so on back to the words 1 step from it.

mark_back(I, _, _) :-
    I =< 1,
    !.
mark_back(I, Layer, S) :-
    foldl(mark_parents(S, I), Layer, [], Parents),
    I1 is I - 1,
    mark_back(I1, Parents, S).

mark_parents(S, I, X, Parents0, Parents) :-
    S = s(Adjacency, _, _, _),
    arg(X, Adjacency, Js),
    foldl(mark_parent(S, I), Js, Parents0, Parents).

mark_parent(S, I, J, Parents0, Parents) :-
    (   link(S, start, J, I),                           % I-1 steps from the start
        \+ marked(S, J)
    ->  mark(S, J),
        Parents = [J|Parents0]
    ;   Parents = Parents0
    ).

%   dag_layers(+Layer, +I, +A, +D, +S, -Layers): the layers of the DAG
%   from Layer, its words (ascending) I steps from the start.

dag_layers(Layer, D, _, D, _, [Pairs]) :-
    !,
    findall(X-[], member(X, Layer), Pairs).
dag_layers(Layer, I, A, D, S, [Pairs|Layers]) :-
    maplist(with_children(S, I, A, D), Layer, Pairs),
    pairs_children(Pairs, Lists),
    ord_union(Lists, Next),
    I1 is I + 1,
    dag_layers(Next, I1, A, D, S, Layers).

with_children(S, I, A, D, X, X-Children) :-
    S = s(Adjacency, _, _, _),
    arg(X, Adjacency, Js),
    include(child(S, I, A, D), Js, Children0),
    sort(Children0, Children).

%   child(+S, +I, +A, +D, +J): J, a neighbour of a word I steps from the
%   start, is one step further on a shortest path.

child(S, I, A, D, J) :-
    (   I < A
    ->  marked(S, J),
        I2 is I + 2,
        link(S, start, J, I2)
    ;   K is D - I,                                     % D-I-1 steps to the goal
        link(S, goal, J, K)
    ).

pairs_children([], []).
pairs_children([_-Children|Pairs], [Children|Lists]) :-
    pairs_children(Pairs, Lists).
