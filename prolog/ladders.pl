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
:- use_module(library(assoc)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(library(solution_sequences), [limit/2]).

:- meta_predicate backwards(+, 3, -).

:- set_prolog_flag(optimise, true).     % this file only: inline arithmetic

/** <module> All shortest ladders, counted and ranked without listing paths

The number of shortest ladders between two words can be huge, so nothing
here enumerates paths to find, count or rank them. The search from both
ends (shortest_dag/5, search.pl) gives the *ladder DAG* (ladder_dag/3):
the words of every shortest ladder, each with its children, its
neighbours one step further on one. Every path in it from start to goal
is a shortest ladder, and every shortest ladder is such a path. Then:

  - ladder_count/3 counts paths layer by layer from the goal back (the
    number of ladders from a word is the sum of its children's numbers),
    never listing them, on the words' numbers;
  - friendly_ladder/3 picks the friendliest ladder by dynamic
    programming over the DAG;
  - all_ladders/3 lists the paths, which it must do to return them.

The same rules hold as for ladder/4 (solver.pl): words are normalized,
the goal must be a lexicon word, the start need not be, a word's ladder
to itself is that one word, and ladders of different lengths do not
exist. A pair with no ladder costs no search: connected/2 (graph.pl)
rules out a goal in another component first.
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
%   numbers of their word graph Graph (shortest_dag/5).

number_dag(Start, Goal, Graph, Children, Layers) :-
    atom_length(Goal, L),
    word_graph(L, Graph),
    word_number(Graph, Goal, T),
    (   word_number(Graph, Start, S)
    ->  From = S
    ;   word_neighbours(Graph, Start, Js),
        From = outside(Js)
    ),
    shortest_dag(Graph, From, T, Children, Layers).

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
        graph_size(Graph, N),
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
        graph_size(Graph, N),
        functor(Next, c, N),
        maplist(bind_children(Next), Layers),
        Ladder = [Start|Ladder1],
        member(X, Children),
        walk(X, Next, Graph, Ladder1)
    ).

%   bind_children(+Next, +Pairs): the children of each X of the
%   X-Children Pairs as argument X of Next.

bind_children(Next, Pairs) :-
    bind_pairs(Pairs, Next).

bind_pairs([], _).
bind_pairs([X-Children|Pairs], Next) :-
    arg(X, Next, Children),
    bind_pairs(Pairs, Next).

walk(X, Next, Graph, [Word|Ladder]) :-
    number_word(Graph, X, Word),
    arg(X, Next, Children),
    (   Children == []
    ->  Ladder = []
    ;   member(Y, Children),
        walk(Y, Next, Graph, Ladder)
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
