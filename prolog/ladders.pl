:- module(ladders,
          [ all_ladders/3,              % +Start, +Goal, -Ladders
            ladder_count/3,             % +Start, +Goal, -Count
            friendly_ladder/3,          % +Start, +Goal, -Ladder
            ladder_dag/3,               % +Start, +Goal, -Layers
            shortest_ladder/3           % +Start, +Goal, -Ladder
          ]).
:- use_module(lexicon, [query_word/2, word_size/2]).
:- use_module(successor, [s/3]).
:- use_module(graph, [connected/2]).
:- use_module(library(apply)).
:- use_module(library(assoc)).
:- use_module(library(lists)).
:- use_module(library(ordsets)).
:- use_module(library(pairs)).

:- meta_predicate backwards(+, 3, -).

/** <module> All shortest ladders, counted and ranked without listing paths

The number of shortest ladders between two words can be huge, so nothing
here enumerates paths to find, count or rank them. A breadth-first
search from the start grows *layers*: layer K holds the words K steps
from the start, each with its *parents*, its neighbours in layer K-1. It
stops at the goal's layer. Walking back from the goal keeps only the
words that lie on some shortest ladder; what remains is the *ladder
DAG* (ladder_dag/3): every path in it from start to goal is a shortest
ladder, and every shortest ladder is such a path. Then:

  - ladder_count/3 counts paths layer by layer from the goal back (the
    number of ladders from a word is the sum of its children's numbers),
    never listing them;
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
    ;   parent_layers(Start, Goal, ParentLayers),
        child_layers(ParentLayers, Start, Layers)
    ).

%   parent_layers(+Start, +Goal, -Layers) holds the layers 1..D (goal
%   last) pruned to shortest ladders, each a list of Word-Parents.

parent_layers(Start, Goal, Layers) :-
    grow([Start], [], Goal, [], Reversed),
    prune(Reversed, [Goal], PrunedReversed),
    reverse(PrunedReversed, Layers).

%   grow(+Frontier, +Previous, +Goal, +Acc, -Layers): breadth-first
%   layers until one holds Goal; Layers is Acc with the new layers
%   pushed (the last layer first). Edges between words of the lexicon
%   go both ways, so the words next to the frontier that are new are
%   those in neither the frontier nor the layer before it.

grow(Frontier, Previous, Goal, Acc, Layers) :-
    findall(Next-Word, ( member(Word, Frontier), s(Word, Next, _) ), Pairs0),
    keysort(Pairs0, Pairs1),
    ord_union(Previous, Frontier, Seen),
    partition_keys(Pairs1, Seen, _, Pairs),
    group_pairs_by_key(Pairs, Layer),
    Layer \== [],
    pairs_keys(Layer, Next),
    (   ord_memberchk(Goal, Next)
    ->  Layers = [Layer|Acc]
    ;   grow(Next, Frontier, Goal, [Layer|Acc], Layers)
    ).

%   prune(+ReversedLayers, +Useful, -Pruned) keeps, from the goal's
%   layer backwards, the words of Useful and makes their parents the
%   useful words of the layer before.

prune([], _, []).
prune([Layer|Layers], Useful, [Kept|Pruned]) :-
    partition_keys(Layer, Useful, Kept, _),
    pairs_values(Kept, ParentLists),
    ord_union(ParentLists, Parents),
    prune(Layers, Parents, Pruned).

%   partition_keys(+Pairs, +Set, -In, -Out): In are the Pairs (sorted by
%   key) whose key is in the ordered set Set, Out the others; one merge
%   pass over both lists.

partition_keys([], _, [], []).
partition_keys([K-V|Pairs], Set, In, Out) :-
    partition_keys_(Set, K, V, Pairs, In, Out).

partition_keys_([], K, V, Pairs, [], [K-V|Pairs]).
partition_keys_([S|Set], K, V, Pairs, In, Out) :-
    compare(Order, K, S),
    partition_key(Order, K, V, Pairs, S, Set, In, Out).

partition_key(<, K, V, Pairs, S, Set, In, [K-V|Out]) :-
    partition_keys(Pairs, [S|Set], In, Out).
partition_key(=, K, V, Pairs, S, Set, [K-V|In], Out) :-
    partition_keys(Pairs, [S|Set], In, Out).
partition_key(>, K, V, Pairs, _, Set, In, Out) :-
    partition_keys_(Set, K, V, Pairs, In, Out).

%   child_layers(+ParentLayers, +Start, -Layers) turns the Word-Parents
%   layers 1..D into Word-Children layers 0..D.

child_layers(ParentLayers, Start, Layers) :-
    child_layers_(ParentLayers, [Start], Layers).

child_layers_([], Words, [Layer]) :-
    pairs_keys_values(Layer, Words, Empty),
    maplist(=([]), Empty).
child_layers_([Next|Nexts], Words, [Layer|Layers]) :-
    findall(Parent-Child, ( member(Child-Parents, Next), member(Parent, Parents) ),
            Edges0),
    msort(Edges0, Edges),
    group_pairs_by_key(Edges, Layer),
    pairs_keys(Layer, Words),               % every word has a child
    pairs_keys(Next, NextWords),
    child_layers_(Nexts, NextWords, Layers).


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

ladder_count(Start, Goal, Count) :-
    (   ladder_dag(Start, Goal, Layers)
    ->  Layers = [[First-_]|_],
        backwards(Layers, count_word, Counts),
        get_assoc(First, Counts, Count)
    ;   Count = 0
    ).

count_word(Word-Children, Counts0, Counts) :-
    (   Children == []
    ->  Count = 1
    ;   foldl(add_value(Counts0), Children, 0, Count)
    ),
    put_assoc(Word, Counts0, Count, Counts).

add_value(Values, Key, Sum0, Sum) :-
    get_assoc(Key, Values, Value),
    Sum is Sum0 + Value.

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

shortest_ladder(Start, Goal, Ladder) :-
    ladder_dag(Start, Goal, Layers),
    dag_children(Layers, Children),
    Layers = [[First-_]|_],
    walk(First, Children, Ladder).

walk(Word, Children, [Word|Ladder]) :-
    get_assoc(Word, Children, Next),
    (   Next == []
    ->  Ladder = []
    ;   member(Child, Next),
        walk(Child, Children, Ladder)
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
