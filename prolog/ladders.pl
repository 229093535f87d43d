:- module(wordlog_ladders,
          [ all_ladders/3,              % +Start, +Goal, -Ladders
            ladder_count/3,             % +Start, +Goal, -Count
            friendly_ladder/3,          % +Start, +Goal, -Ladder
            ladder_dag/3,               % +Start, +Goal, -Layers
            shortest_ladder/3,          % +Start, +Goal, -Ladder
            all_ladders_answer/4        % +Start, +Goal, +Limit, -Ladders
          ]).
:- use_module(lexicon, [query_word/2, word_size/2]).
:- use_module(graph,
              [ connected/2, word_graph/2, word_number/3, number_word/3,
                word_neighbours/3
              ]).
:- use_module(astar, [search_state/2]).
:- use_module(library(apply)).
:- use_module(library(assoc)).
:- use_module(library(lists)).
:- use_module(library(ordsets)).
:- use_module(library(pairs)).
:- use_module(library(solution_sequences), [limit/2]).

:- meta_predicate backwards(+, 3, -).

:- set_prolog_flag(optimise, true).     % this file only: inline arithmetic

/** <module> All shortest ladders, counted and ranked without listing paths

The number of shortest ladders between two words can be huge, so nothing
here enumerates paths to find, count or rank them. A breadth-first
search from both ends, over the arrays of the word graph (graph.pl), a
whole layer of the smaller frontier at a time, records each word's
steps from the start and to the goal, until a layer reaches words the
other end reached: the meeting words, through which every shortest
ladder passes. The meeting words with their parents back to each end
are the *ladder DAG* (ladder_dag/3), a word's children its neighbours
one step further on: every path in it from start to goal is a
shortest ladder, and every shortest ladder is such a path. Then:

  - ladder_count/3 counts paths layer by layer from the goal back (the
    number of ladders from a word is the sum of its children's numbers),
    never listing them, on the words' numbers;
  - friendly_ladder/3 picks the friendliest ladder by dynamic
    programming over the DAG;
  - all_ladders/3 lists the paths, which it must do to return them.

The same rules hold as for weaver/3: words are normalized, the goal must
be a lexicon word, the start need not be, a word's ladder to itself is
that one word, and ladders of different lengths do not exist. A pair
with no ladder costs no search: connected/2 (graph.pl) rules out a goal
in another component first.
*/

%!  ladder_dag(+Start, +Goal, -Layers:list) is semidet.
%
%   Layers is the DAG of all shortest ladders from Start to Goal: a list
%   of layers from Start's to Goal's, each a list of Word-Children pairs
%   ordered by word, where Children (sorted) are the words of the next
%   layer that continue a shortest ladder. The first layer is
%   [Start-Children], the last [Goal-[]]. Fails when there is no ladder.
%
%   @error instantiation_error if Start or Goal is unbound;
%          type_error(text, T) for one that is not text;
%          domain_error(word, T) for one that is not a word
%          (query_word/2).

ladder_dag(StartText, GoalText, Layers) :-
    query_word(StartText, Start),
    query_word(GoalText, Goal),
    connected(Start, Goal),
    (   Start == Goal
    ->  Layers = [[Start-[]]]
    ;   number_dag(Start, Goal, Graph, Children, Layers0),
        maplist(number_word(Graph), Children, Words),
        maplist(pairs_words(Graph), Layers0, Rest),
        Layers = [[Start-Words]|Rest]
    ).

%   number_dag(+Start, +Goal, -Graph, -Children, -Layers): the ladder
%   DAG of Start and Goal, two different words with a ladder, as
%   numbers of their word graph Graph: Children are the words 1 step
%   from Start, Layers the layers 1 .. the goal's, each a list of
%   X-Children pairs (ascending, as ladder_dag/3's).

number_dag(Start, Goal, Graph, Children, Layers) :-
    atom_length(Goal, L),
    word_graph(L, Graph),
    word_number(Graph, Goal, T),
    word_neighbours(Graph, Start, Firsts),
    search_state(Graph, St),
    St = st(_, _, Stamp, B, State),
    Graph = graph(_, _, _, _, Adjacency, _, _, _, _),
    Base is Stamp << (2*B + 1),
    Mask is (1 << B) - 1,
    C = c(Adjacency, State, Base, B, Mask),
    (   word_number(Graph, Start, S)
    ->  VS is Base + (1 << B),                          % the start, 0 steps from it
        nb_setarg(S, State, VS)
    ;   true
    ),
    VT is Base + 1,                                     % the goal, 0 steps to it
    nb_setarg(T, State, VT),
    V2 is 2 << B,                                       % its neighbours, 1 step
    forward_edges(Firsts, V2, State, Base, B, Mask, [], F, 0, NF, [], Meet0),
    meet(Meet0, F, NF, 2, [T], 1, 1, C, Meet),
    msort(Meet, Meeting),
    Meeting = [M|_],
    arg(M, State, VM),
    A is ((VM - Base) >> B) /\ Mask - 1,                % its steps from the start
    D is A + (VM - Base) /\ Mask - 1,                   % and to the goal
    mark(Meeting, C),
    mark_back(A, Meeting, C),
    include(marked(C), Firsts, Children0),
    msort(Children0, Children),
    dag_layers(Children, 1, A, D, C, Layers).

%   The search state (search_state/2) of a word for one question: its
%   integer is Base (Stamp << (2B+1)), plus Dag << 2B, plus (F+1) << B,
%   plus K+1: F is its steps from the start, K its steps to the goal (a
%   field is 0 until that end reaches it), Dag is 1 for a word of a
%   shortest ladder that lies before the meeting words (mark_back/3).
%   C = c(Adjacency, State, Base, B, Mask), Mask = 2^B - 1.

%   meet(+Meet0, +F, +NF, +DF, +R, +NR, +DR, +C, -Meet): the search from
%   both ends, a whole layer of the smaller frontier at a time: F (NF
%   words, field DF) the frontier from the start, R (NR words, field
%   DR) the one from the goal. Meet is the first layer's words that the
%   other end reached; all lie on shortest ladders.

meet(Meet0, _, _, _, _, _, _, _, Meet) :-
    Meet0 \== [],
    !,
    Meet = Meet0.
meet([], F, NF, DF, R, NR, DR, C, Meet) :-
    NF > 0,
    NR > 0,
    (   NF =< NR
    ->  DF1 is DF + 1,
        forward_layer(F, DF1, C, [], F1, 0, NF1, [], Meet1),
        meet(Meet1, F1, NF1, DF1, R, NR, DR, C, Meet)
    ;   DR1 is DR + 1,
        backward_layer(R, DR1, C, [], R1, 0, NR1, [], Meet1),
        meet(Meet1, F, NF, DF, R1, NR1, DR1, C, Meet)
    ).

forward_layer([], _, _, Next, Next, N, N, Meet, Meet).
forward_layer([X|Xs], DF, C, Next0, Next, N0, N, Meet0, Meet) :-
    C = c(Adjacency, State, Base, B, Mask),
    arg(X, Adjacency, Js),
    Value is DF << B,
    forward_edges(Js, Value, State, Base, B, Mask, Next0, Next1, N0, N1, Meet0, Meet1),
    forward_layer(Xs, DF, C, Next1, Next, N1, N, Meet1, Meet).

%   forward_edges(+Js, +Value, +State, +Base, +B, +Mask, +Next0, -Next,
%   +N0, -N, +Meet0, -Meet): the words of Js not yet reached from the
%   start get their field from it (Value: the field << B) and go to
%   Next; those among them reached from the goal go to Meet too.

forward_edges([], _, _, _, _, _, Next, Next, N, N, Meet, Meet).
forward_edges([J|Js], Value, State, Base, B, Mask, Next0, Next, N0, N, Meet0, Meet) :-
    arg(J, State, V),
    (   V < Base                                        % unseen
    ->  V1 is Base + Value,
        nb_setarg(J, State, V1),
        N1 is N0 + 1,
        forward_edges(Js, Value, State, Base, B, Mask, [J|Next0], Next, N1, N, Meet0, Meet)
    ;   V - Base < 1 << B                               % reached from the goal only
    ->  V1 is V + Value,
        nb_setarg(J, State, V1),
        N1 is N0 + 1,
        forward_edges(Js, Value, State, Base, B, Mask, [J|Next0], Next, N1, N, [J|Meet0], Meet)
    ;   forward_edges(Js, Value, State, Base, B, Mask, Next0, Next, N0, N, Meet0, Meet)
    ).

backward_layer([], _, _, Next, Next, N, N, Meet, Meet).
backward_layer([X|Xs], DR, C, Next0, Next, N0, N, Meet0, Meet) :-
    C = c(Adjacency, State, Base, B, Mask),
    arg(X, Adjacency, Js),
    backward_edges(Js, DR, State, Base, B, Mask, Next0, Next1, N0, N1, Meet0, Meet1),
    backward_layer(Xs, DR, C, Next1, Next, N1, N, Meet1, Meet).

%   backward_edges(+Js, +DR, +State, +Base, +B, +Mask, +Next0, -Next,
%   +N0, -N, +Meet0, -Meet): as forward_edges/12 from the goal's end,
%   DR the field.

backward_edges([], _, _, _, _, _, Next, Next, N, N, Meet, Meet).
backward_edges([J|Js], DR, State, Base, B, Mask, Next0, Next, N0, N, Meet0, Meet) :-
    arg(J, State, V),
    (   V < Base                                        % unseen
    ->  V1 is Base + DR,
        nb_setarg(J, State, V1),
        N1 is N0 + 1,
        backward_edges(Js, DR, State, Base, B, Mask, [J|Next0], Next, N1, N, Meet0, Meet)
    ;   V /\ Mask =:= 0                                % reached from the start only
    ->  V1 is V + DR,
        nb_setarg(J, State, V1),
        N1 is N0 + 1,
        backward_edges(Js, DR, State, Base, B, Mask, [J|Next0], Next, N1, N, [J|Meet0], Meet)
    ;   backward_edges(Js, DR, State, Base, B, Mask, Next0, Next, N0, N, Meet0, Meet)
    ).

%   mark(+Words, +C): set the Dag bit of Words.

mark([], _).
mark([X|Xs], C) :-
    C = c(_, State, _, B, _),
    arg(X, State, V),
    V1 is V \/ (1 << (2*B)),
    nb_setarg(X, State, V1),
    mark(Xs, C).

marked(c(_, State, Base, B, _), X) :-
    arg(X, State, V),
    V >= Base,
    (V - Base) >> (2*B) =:= 1.

%   mark_back(+I, +Layer, +C): Layer holds the marked words I steps
%   from the start; mark the words I-1 steps from it that precede them,
%   and so on back to the words 1 step from it.

mark_back(I, _, _) :-
    I =< 1,
    !.
mark_back(I, Layer, C) :-
    C = c(Adjacency, _, _, _, _),
    foldl(mark_parents(Adjacency, I, C), Layer, [], Parents),
    I1 is I - 1,
    mark_back(I1, Parents, C).

mark_parents(Adjacency, I, C, X, Parents0, Parents) :-
    arg(X, Adjacency, Js),
    mark_unmarked(Js, I, C, Parents0, Parents).

%   mark_unmarked(+Js, +DF, +C, +Parents0, -Parents): mark the words of
%   Js of field DF from the start that are not marked yet.

mark_unmarked([], _, _, Parents, Parents).
mark_unmarked([J|Js], DF, C, Parents0, Parents) :-
    C = c(_, State, Base, B, Mask),
    arg(J, State, V),
    (   V >= Base,
        R is V - Base,
        R >> (2*B) =:= 0,
        (R >> B) /\ Mask =:= DF
    ->  V1 is V \/ (1 << (2*B)),
        nb_setarg(J, State, V1),
        mark_unmarked(Js, DF, C, [J|Parents0], Parents)
    ;   mark_unmarked(Js, DF, C, Parents0, Parents)
    ).

%   dag_layers(+Layer, +I, +A, +D, +C, -Layers): the layers of the DAG
%   from Layer, its words (ascending) I steps from the start, as
%   X-Children pairs of numbers: a word before the meeting words (A
%   steps from the start) has as children its marked neighbours one step
%   further; one at or after them, K steps from the goal (D = the
%   ladder's steps), its neighbours K-1 steps from the goal.

dag_layers(Layer, D, _, D, _, [Pairs]) :-
    !,
    no_children(Layer, Pairs).
dag_layers(Layer, I, A, D, C, [Pairs|Layers]) :-
    C = c(Adjacency, State, Base, B, Mask),
    (   I < A
    ->  Look is (1 << (2*B)) \/ (Mask << B),
        Field is (1 << (2*B)) \/ ((I + 2) << B)        % marked, I+1 steps from the start
    ;   Field is D - I,                             % D-I-1 steps to the goal
        Look = Mask
    ),
    layer_children(Layer, Adjacency, State, Base, Look, Field, Pairs, Lists),
    ord_union(Lists, Next),
    I1 is I + 1,
    dag_layers(Next, I1, A, D, C, Layers).

no_children([], []).
no_children([X|Xs], [X-[]|Pairs]) :-
    no_children(Xs, Pairs).

%   layer_children(+Layer, +Adjacency, +State, +Base, +Look, +Field,
%   -Pairs, -Lists): Pairs holds X-Children for each X of Layer, Lists
%   the Children: the neighbours of X whose integer, less Base, has the
%   bits Look equal to Field.

layer_children([], _, _, _, _, _, [], []).
layer_children([X|Xs], Adjacency, State, Base, Look, Field, [X-Children|Pairs], [Children|Lists]) :-
    arg(X, Adjacency, Js),
    children(Js, State, Base, Look, Field, Children0),
    msort(Children0, Children),
    layer_children(Xs, Adjacency, State, Base, Look, Field, Pairs, Lists).

children([], _, _, _, _, []).
children([J|Js], State, Base, Look, Field, Children) :-
    arg(J, State, V),
    (   V >= Base,
        (V - Base) /\ Look =:= Field
    ->  Children = [J|Children1]
    ;   Children = Children1
    ),
    children(Js, State, Base, Look, Field, Children1).

pairs_words(Graph, Pairs, Words) :-
    maplist(pair_words(Graph), Pairs, Words).

pair_words(Graph, X-Children, Word-Words) :-
    number_word(Graph, X, Word),
    maplist(number_word(Graph), Children, Words).


                 /*******************************
                 *            COUNTING          *
                 *******************************/

%!  ladder_count(+Start, +Goal, -Count:nonneg) is det.
%
%   Count is the number of shortest ladders from Start to Goal (0 when
%   there is none), counted on the ladder DAG: the count of a word is
%   the sum over its children of their counts, 1 for the goal.
%
%   @error instantiation_error if Start or Goal is unbound;
%          type_error(text, T) for one that is not text;
%          domain_error(word, T) for one that is not a word
%          (query_word/2).

ladder_count(StartText, GoalText, Count) :-
    query_word(StartText, Start),
    query_word(GoalText, Goal),
    (   \+ connected(Start, Goal)
    ->  Count = 0
    ;   Start == Goal
    ->  Count = 1
    ;   number_dag(Start, Goal, Graph, Children, Layers),
        Graph = graph(_, _, N, _, _, _, _, _, _),
        functor(Counts, c, N),
        reverse(Layers, Reversed),
        foldl(count_layer(Counts), Reversed, _, _),
        sum_counts(Children, Counts, 0, Count)
    ).

%   count_layer(+Counts, +Pairs, ?_, ?_): bind the count of each X of
%   the X-Children Pairs in Counts (an argument a word): 1 for the
%   goal, else the sum of its children's.

count_layer(Counts, Pairs, _, _) :-
    count_pairs(Pairs, Counts).

count_pairs([], _).
count_pairs([X-Children|Pairs], Counts) :-
    (   Children == []
    ->  K = 1
    ;   sum_counts(Children, Counts, 0, K)
    ),
    arg(X, Counts, K),
    count_pairs(Pairs, Counts).

sum_counts([], _, K, K).
sum_counts([X|Xs], Counts, K0, K) :-
    arg(X, Counts, KX),
    K1 is K0 + KX,
    sum_counts(Xs, Counts, K1, K).

%   backwards(+Layers, :Step, -Values): fold Step over the words of
%   Layers from the goal's layer back to the start's, so that the values
%   of a word's children are known when the word is reached. Step is
%   called as call(Step, Word-Children, Values0, Values).

backwards(Layers, Step, Values) :-
    reverse(Layers, Reversed),
    layer_words(Reversed, Words),
    empty_assoc(Values0),
    foldl(Step, Words, Values0, Values).


                 /*******************************
                 *            LISTING           *
                 *******************************/

%!  all_ladders(+Start, +Goal, -Ladders:list(list)) is det.
%
%   Ladders is the list of all shortest ladders from Start to Goal,
%   sorted lexicographically ([] when there is none).
%
%   @error instantiation_error if Start or Goal is unbound;
%          type_error(text, T) for one that is not text;
%          domain_error(word, T) for one that is not a word
%          (query_word/2).

all_ladders(Start, Goal, Ladders) :-
    findall(Ladder, shortest_ladder(Start, Goal, Ladder), Ladders).

%!  shortest_ladder(+Start, +Goal, -Ladder:list) is nondet.
%
%   Ladder is a shortest ladder from Start to Goal; on backtracking, every
%   one in lexicographic order. The DAG's children are sorted, so a
%   depth-first walk yields the ladders in order; limit/2 around it takes
%   the first N without listing the rest.
%
%   @error instantiation_error if Start or Goal is unbound;
%          type_error(text, T) for one that is not text;
%          domain_error(word, T) for one that is not a word
%          (query_word/2).

shortest_ladder(StartText, GoalText, Ladder) :-
    query_word(StartText, Start),
    query_word(GoalText, Goal),
    connected(Start, Goal),
    (   Start == Goal
    ->  Ladder = [Start]
    ;   number_dag(Start, Goal, Graph, Children, Layers),
        Graph = graph(_, _, N, Words, _, _, _, _, _),
        functor(Next, c, N),
        maplist(bind_children(Next), Layers),
        Ladder = [Start|Ladder1],
        member(X, Children),
        walk(X, Next, Words, Ladder1)
    ).

%   bind_children(+Next, +Pairs): the children of each X of the
%   X-Children Pairs as argument X of Next.

bind_children(Next, Pairs) :-
    bind_pairs(Pairs, Next).

bind_pairs([], _).
bind_pairs([X-Children|Pairs], Next) :-
    arg(X, Next, Children),
    bind_pairs(Pairs, Next).

walk(X, Next, Words, [Word|Ladder]) :-
    arg(X, Words, Word),
    arg(X, Next, Children),
    (   Children == []
    ->  Ladder = []
    ;   member(Y, Children),
        walk(Y, Next, Words, Ladder)
    ).

dag_children(Layers, Children) :-
    layer_words(Layers, Pairs),
    list_to_assoc(Pairs, Children).

%   layer_words(+Layers, -Words): the Word-Children pairs of Layers, one
%   layer after the other.

layer_words(Layers, Words) :-
    findall(Word, ( member(Layer, Layers), member(Word, Layer) ), Words).


                 /*******************************
                 *            RANKING           *
                 *******************************/

%!  friendly_ladder(+Start, +Goal, -Ladder:list) is semidet.
%
%   Ladder is the friendliest shortest ladder from Start to Goal: the
%   one whose rarest word is most common (smallest largest SCOWL size),
%   then the one with the smallest sum of sizes, then the first in
%   lexicographic order. Start and Goal are in every ladder, so only the
%   words between them are scored; a word of unknown size counts as
%   size 100 (rarer than any SCOWL word), or, when the words between
%   have sizes of 100 or more (a list's own ranks), as one more than
%   the largest, so it is rarer than any of them. Fails when there is
%   no ladder.
%
%   Found by dynamic programming over the ladder DAG, from the goal
%   back: first the least possible largest size M (minimax), then, over
%   words of size at most M, the least possible sum S, then a walk from
%   the start that takes at each step the alphabetically first child
%   that can still complete a ladder of largest size M and sum S.
%
%   @error instantiation_error if Start or Goal is unbound;
%          type_error(text, T) for one that is not text;
%          domain_error(word, T) for one that is not a word
%          (query_word/2).

friendly_ladder(Start, Goal, Ladder) :-
    ladder_dag(Start, Goal, Layers),
    Layers = [[First-_]|_],
    last(Layers, [Last-_]),
    dag_children(Layers, Children),
    unknown_weight(Layers, First-Last, Unknown),
    Ends = ends(First, Last, Unknown),
    backwards(Layers, minimax_word(Ends), Minimax),
    get_assoc(First, Minimax, Max),
    backwards(Layers, least_sum_word(Ends, Max), Sums),
    get_assoc(First, Sums, Sum),
    friendly_walk(First, Ends, Children, Sums, Sum, Ladder).

%   unknown_weight(+Layers, +Start-Goal, -Weight): the weight of a word
%   of unknown size: 100, or one more than the largest size of a word
%   of Layers between Start and Goal.

unknown_weight(Layers, Start-Goal, Weight) :-
    layer_words(Layers, Pairs),
    findall(W, ( member(Word-_, Pairs),
                 Word \== Start, Word \== Goal,
                 word_size(Word, Size),
                 integer(Size),
                 W is Size + 1
               ), Ws),
    max_list([100|Ws], Weight).

%   weight(+Ends, +Word, -Weight): the size that scores Word; Ends is
%   ends(Start, Goal, Unknown), Unknown the weight of a word of unknown
%   size.

weight(ends(Start, Goal, _), Word, 0) :-
    ( Word == Start ; Word == Goal ),
    !.
weight(ends(_, _, Unknown), Word, Weight) :-
    (   word_size(Word, Size),
        integer(Size)
    ->  Weight = Size
    ;   Weight = Unknown
    ).

%   minimax_word(+Ends, +Word-Children, +Values0, -Values): the value of
%   Word is the least largest weight on a path from Word to the goal.

minimax_word(Ends, Word-Children, Values0, Values) :-
    weight(Ends, Word, W),
    (   Children == []
    ->  Value = W
    ;   maplist(value_in(Values0), Children, Vs),
        min_list(Vs, Least),
        Value is max(W, Least)
    ),
    put_assoc(Word, Values0, Value, Values).

%   least_sum_word(+Ends, +Max, +Word-Children, +Values0, -Values): the
%   value of Word is the least sum of weights on a path from Word to the
%   goal through words of weight at most Max; a word without such a path
%   gets no value.

least_sum_word(Ends, Max, Word-Children, Values0, Values) :-
    weight(Ends, Word, W),
    (   W =< Max,
        (   Children == []
        ->  Value = W
        ;   findall(V, ( member(C, Children), get_assoc(C, Values0, V) ), Vs),
            min_list(Vs, Least),
            Value is W + Least
        )
    ->  put_assoc(Word, Values0, Value, Values)
    ;   Values = Values0
    ).

value_in(Values, Key, Value) :-
    get_assoc(Key, Values, Value).

%   friendly_walk(+Word, +Ends, +Children, +Sums, +Rest, -Ladder): Rest
%   is the sum of weights still to collect from Word (included) to the
%   goal. Sums has values only for words of weight at most the minimax,
%   so every step keeps the largest weight in bound; children are
%   sorted, so the first that fits is the alphabetically first.

friendly_walk(Word, Ends, Children, Sums, Rest, [Word|Ladder]) :-
    get_assoc(Word, Children, Next),
    (   Next == []
    ->  Ladder = []
    ;   weight(Ends, Word, W),
        Rest1 is Rest - W,
        member(Child, Next),
        get_assoc(Child, Sums, Rest1)
    ->  friendly_walk(Child, Ends, Children, Sums, Rest1, Ladder)
    ).


                 /*******************************
                 *      ENTRY FOR A PROGRAM     *
                 *******************************/

%   One predicate a question, its answer plain data (lists, atoms,
%   numbers) in its last argument: what wordlog's Python side calls,
%   one call a question, through bridge_call/4 (bridge.pl), which hands
%   over words its own rule admitted (trusting_words/1).

%!  all_ladders_answer(+Start, +Goal, +Limit, -Ladders:list(list)) is det.
%
%   Ladders is all_ladders/3's list, only its first Limit ladders (an
%   integer of 0 or more, or `inf` for all).

all_ladders_answer(Start, Goal, inf, Ladders) :-
    !,
    all_ladders(Start, Goal, Ladders).
all_ladders_answer(Start, Goal, Limit, Ladders) :-
    findall(Ladder, limit(Limit, shortest_ladder(Start, Goal, Ladder)), Ladders).
