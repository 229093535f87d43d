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
                word_neighbours/3, graph_size/2
              ]).
:- use_module(search, [shortest_dag/5]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(solution_sequences), [limit/2]).

:- set_prolog_flag(optimise, true).     % this file only: inline arithmetic

/** <module> All shortest ladders, counted and ranked without listing paths

The shortest ladders between two words can be too many to list, so
nothing here lists paths to count or rank them. The search from both
ends (shortest_dag/5, search.pl) gives the *ladder DAG* (ladder_dag/3):
the words of the shortest ladders, each with its children, its
neighbours a step further on one; its paths from start to goal are the
shortest ladders. ladder_count/3 counts them back from the goal (a
word's count is the sum of its children's), friendly_ladder/3 ranks
them by dynamic programming, all_ladders/3 lists them. The rules are
ladder/4's (solver.pl); a pair with no ladder costs no search, the
components (connected/2) ruling it out. Start and Goal are read by
query_word/2, with its errors.
*/

%!  ladder_dag(+Start, +Goal, -Layers:list) is semidet.
%
%   Layers is the DAG of all shortest ladders from Start to Goal: its
%   layers from [Start-Children] to [Goal-[]], each a list of
%   Word-Children pairs by word, Children (sorted) the words of the next
%   layer that continue a shortest ladder. Fails when there is none.

ladder_dag(StartText, GoalText, Layers) :-
    question_dag(StartText, GoalText, Dag),
    (   Dag = one(Word)
    ->  Layers = [[Word-[]]]
    ;   Dag = dag(Start, Graph, Children, Layers0),
        maplist(number_word(Graph), Children, Words),
        maplist(maplist(pair_words(Graph)), Layers0, Rest),
        Layers = [[Start-Words]|Rest]
    ).

pair_words(Graph, X-Children, Word-Words) :-
    number_word(Graph, X, Word),
    maplist(number_word(Graph), Children, Words).

%   question_dag(+StartText, +GoalText, -Dag) is semidet: one(Word) for
%   a word's ladder to itself, else dag(Start, Graph, Children, Layers),
%   the DAG in numbers of their word graph (shortest_dag/5); fails when
%   there is no ladder.

question_dag(StartText, GoalText, Dag) :-
    query_word(StartText, Start),
    query_word(GoalText, Goal),
    connected(Start, Goal),
    (   Start == Goal
    ->  Dag = one(Start)
    ;   atom_length(Goal, L),
        word_graph(L, Graph),
        word_number(Graph, Goal, T),
        (   word_number(Graph, Start, S)
        ->  From = S
        ;   word_neighbours(Graph, Start, Js),
            From = outside(Js)
        ),
        shortest_dag(Graph, From, T, Children, Layers),
        Dag = dag(Start, Graph, Children, Layers)
    ).

%   children(+Graph, +Layers, -Next): argument X of Next holds the
%   children of word X of the DAG's Layers.

children(Graph, Layers, Next) :-
    graph_size(Graph, N),
    functor(Next, c, N),
    foldl(child_lists, Layers, Next, _).

child_lists([], Next, Next).
child_lists([X-Children|Pairs], Next, Next1) :-
    arg(X, Next, Children),
    child_lists(Pairs, Next, Next1).

%!  ladder_count(+Start, +Goal, -Count:nonneg) is det.
%
%   Count is the number of shortest ladders from Start to Goal (0 when
%   there is none), counted on the ladder DAG from the goal back.

ladder_count(StartText, GoalText, Count) :-
    (   question_dag(StartText, GoalText, Dag)
    ->  (   Dag = dag(_, Graph, Children, Layers)
        ->  graph_size(Graph, N),
            functor(Counts, c, N),
            reverse(Layers, Back),
            foldl(count, Back, Counts, _),
            sum_counts(Children, Counts, 0, Count)
        ;   Count = 1
        )
    ;   Count = 0
    ).

count([], Counts, Counts).
count([X-Children|Pairs], Counts, Counts1) :-
    (   Children == []
    ->  K = 1
    ;   sum_counts(Children, Counts, 0, K)
    ),
    arg(X, Counts, K),
    count(Pairs, Counts, Counts1).

sum_counts([], _, K, K).
sum_counts([X|Xs], Counts, K0, K) :-
    arg(X, Counts, KX),
    K1 is K0 + KX,
    sum_counts(Xs, Counts, K1, K).

%!  all_ladders(+Start, +Goal, -Ladders:list(list)) is det.
%!  shortest_ladder(+Start, +Goal, -Ladder:list) is nondet.
%
%   Ladders are all the shortest ladders from Start to Goal, sorted ([]
%   when there is none); shortest_ladder/3 gives them on backtracking in
%   that order (a walk of the DAG's sorted children), so limit/2 around
%   it takes the first N without listing the rest.

all_ladders(Start, Goal, Ladders) :-
    findall(Ladder, shortest_ladder(Start, Goal, Ladder), Ladders).

shortest_ladder(StartText, GoalText, Ladder) :-
    question_dag(StartText, GoalText, Dag),
    (   Dag = one(Word)
    ->  Ladder = [Word]
    ;   Dag = dag(Start, Graph, Children, Layers),
        children(Graph, Layers, Next),
        Ladder = [Start|Ladder1],
        member(X, Children),
        walk(X, Next, Graph, Ladder1)
    ).

walk(X, Next, Graph, [Word|Ladder]) :-
    number_word(Graph, X, Word),
    arg(X, Next, Children),
    (   Children == []
    ->  Ladder = []
    ;   member(Y, Children),
        walk(Y, Next, Graph, Ladder)
    ).

%!  friendly_ladder(+Start, +Goal, -Ladder:list) is semidet.
%
%   Ladder is the friendliest shortest ladder from Start to Goal: the
%   one whose rarest word is most common (smallest largest SCOWL size),
%   then the smallest sum of sizes, then the first in order. Only the
%   words between Start and Goal count; a word of unknown size counts
%   as 100, or as one more than the largest size of the words between
%   when that is 100 or more (a list's own ranks). Fails when there is no
%   ladder. Found by dynamic programming from the goal back: the least
%   largest size M, then the least sum S over words of size at most M;
%   a walk from the start takes the first child that keeps S.

friendly_ladder(StartText, GoalText, Ladder) :-
    question_dag(StartText, GoalText, Dag),
    (   Dag = one(Word)
    ->  Ladder = [Word]
    ;   Dag = dag(Start, Graph, Children, Layers),
        graph_size(Graph, N),
        functor(Sizes, w, N),
        functor(Maxes, m, N),
        functor(Sums, s, N),
        reverse(Layers, [[T-[]]|Back]),                 % from the goal back
        maplist(arg(T), [Sizes, Maxes, Sums], [0, 0, 0]),
        append(Back, Pairs),
        foldl(known_size(Graph, Sizes), Pairs, 100, Unknown),
        maplist(unknown_size(Unknown, Sizes), Pairs),
        maplist(maplist(minimax(Sizes, Maxes)), Back),
        least(Children, Maxes, Max),
        maplist(maplist(least_sum(Max, Sizes, Sums)), Back),
        least(Children, Sums, Sum),
        children(Graph, Layers, Next),
        friendly_walk(Children, Sum, Sizes, Sums, Next, Graph, Words),
        Ladder = [Start|Words]
    ).

%   known_size(+Graph, +Sizes, +X-_, +U0, -U): X's size, when its word
%   has one, in Sizes; U the size of a word of unknown size.

known_size(Graph, Sizes, X-_, Unknown0, Unknown) :-
    number_word(Graph, X, Word),
    (   word_size(Word, Size),
        integer(Size)
    ->  arg(X, Sizes, Size),
        Unknown is max(Unknown0, Size + 1)
    ;   Unknown = Unknown0
    ).

unknown_size(Unknown, Sizes, X-_) :-
    arg(X, Sizes, Size),
    (   var(Size)
    ->  Size = Unknown
    ;   true
    ).

%   minimax(+Sizes, +Maxes, +X-Children): the least largest size of a
%   way from X to the goal; least_sum/4: the least sum of a way through
%   words of size at most Max (none when there is no such way).

minimax(Sizes, Maxes, X-Children) :-
    arg(X, Sizes, Size),
    least(Children, Maxes, Least),
    Value is max(Size, Least),
    arg(X, Maxes, Value).

least_sum(Max, Sizes, Sums, X-Children) :-
    arg(X, Sizes, Size),
    (   Size =< Max,
        least(Children, Sums, Least)
    ->  Value is Size + Least,
        arg(X, Sums, Value)
    ;   true
    ).

least(Xs, Values, Least) :-
    findall(V, ( member(X, Xs), arg(X, Values, V), nonvar(V) ), Vs),
    min_list(Vs, Least).

friendly_walk(Xs, Rest, Sizes, Sums, Next, Graph, [Word|Words]) :-
    member(X, Xs),
    arg(X, Sums, Sum),
    Sum == Rest,
    !,
    number_word(Graph, X, Word),
    arg(X, Next, Children),
    (   Children == []
    ->  Words = []
    ;   arg(X, Sizes, Size),
        Rest1 is Rest - Size,
        friendly_walk(Children, Rest1, Sizes, Sums, Next, Graph, Words)
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
