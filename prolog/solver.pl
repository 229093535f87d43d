:- module(wordlog_solver,
          [ ladder/4,                   % +Start, +Goal, +Options, -Result
            ladder_length/3,            % +Start, +Goal, -N
            ladder_lengths/2,           % +Pairs, -Lengths
            no_ladder/3,                % +Start, +Goal, -Reason
            graph_ladder/4,             % +Start, +Goal, +Max, -Result
            ladder_distance/3,          % +Start, +Goal, -Steps
            successor_value/1           % ?How
          ]).
:- use_module(lexicon, [query_word/2, lexicon_word/1]).
:- use_module(graph,
              [ word_graph/2, word_number/3, number_word/3, component_number/3,
                word_neighbours/3, connected/2
              ]).
:- use_module(search, [shortest_path/5]).
:- use_module(moves, [ladder_moves/5]).
:- use_module(weaver, [astar/6, s_scan/3, h/3]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).

/** <module> The fast solver: ladder/4

ladder/4 answers a ladder question with a search from both ends over
the word graph (search.pl), the same question always with the same
ladder; weaver.pl's A* answers it the post's way (option
successor(scan)), and moves.pl's A* by other moves and costs. The rules
shared by every predicate here:

  - Words are read by query_word/2: a lexicon word as it is, any other
    text normalized (normalize_word/2: lower case); a text that is not
    a word raises domain_error(word, Text).
  - The goal must be a lexicon word; the start need not be.
  - Start and goal of different lengths have no ladder.
  - A ladder from a lexicon word to itself is that one word.
  - A question without a ladder is answered from the components of the
    word graph before any search, and no_ladder/3 says why.
*/

%!  ladder(+Start, +Goal, +Options, -Result) is det.
%
%   Result is the outcome of a search for a shortest ladder:
%
%     - ladder(Words): Words is a shortest ladder Start..Goal;
%     - none: there is no ladder, as no_ladder/3 says;
%     - limit(expansions, N): the search expanded N words, its limit,
%       without reaching Goal (a ladder exists, as `none` is decided
%       before searching).
%
%   Options (each Name(Value) or, as library(option) allows,
%   Name = Value):
%
%     - max_expansions(+Max)
%       Expand at most Max words (non-negative integer, or `inf`,
%       the default: a question is bounded by time and memory only).
%     - successor(+How)
%       `graph` (default): the search from both ends (search.pl);
%       `scan`: the post's A* (astar/6) over s_scan/3 and h/3, the
%       baseline of the benchmarks. Both give shortest ladders, not
%       always the same one of several.
%     - moves(+Moves), cost(+Model), add(+Words), avoid(+Words),
%       via(+Word)
%       Any of these asks ladder_moves/5 (moves.pl) instead: a
%       cheapest ladder by the moves and cost model given, with words
%       added, avoided or required for this question (successor/1 is
%       then ignored). ladder_moves/5 also gives the ladder's cost.
%
%   @error domain_error(ladder_option, Option) for an unknown option,
%          domain_error(successor, How) for an unknown successor,
%          type_error(nonneg, Max) for a max_expansions that is not
%          `inf` or an integer of 0 or more (-1, 1.5, foo),
%          instantiation_error for an unbound option value, or an
%          unbound Start or Goal,
%          type_error(text, Text) for a Start or Goal that is not text
%          (a number, a compound),
%          domain_error(word, Text) for a Start or Goal that is not a
%          word (normalize_word/2).

ladder(StartText, GoalText, [], Result) :-
    !,
    ladder(StartText, GoalText, inf, graph, Result).
ladder(StartText, GoalText, Options0, Result) :-
    must_be(list, Options0),
    maplist(ladder_option, Options0, Options),
    option(max_expansions(Max), Options, inf),
    option(successor(How), Options, graph),
    (   member(Option, Options),
        moves_option(Option)
    ->  exclude(=(successor(_)), Options, MovesOptions),
        (   ladder_moves(StartText, GoalText, MovesOptions, Ladder, Cost)
        ->  (   Cost = limit(N)
            ->  Result = limit(expansions, N)
            ;   Result = ladder(Ladder)
            )
        ;   Result = none
        )
    ;   ladder(StartText, GoalText, Max, How, Result)
    ).

ladder(StartText, GoalText, Max, How, Result) :-
    query_word(StartText, Start),
    query_word(GoalText, Goal),
    (   How == graph
    ->  (   graph_ladder(Start, Goal, Max, Result0)
        ->  Result = Result0
        ;   Result = none                               % Goal is no lexicon word
        )
    ;   no_ladder(Start, Goal, _)
    ->  Result = none
    ;   astar(Start, Goal, s_scan, h(Goal), Outcome, [max_expansions(Max)]),
        outcome_result(Outcome, Result)
    ).

outcome_result(path(Words, _Cost), ladder(Words)).
outcome_result(no_path, none).
outcome_result(limit(N), limit(expansions, N)).

%   ladder_option(+Option0, -Option): Option is Option0, checked, as
%   Name(Value); Option0 may be Name = Value. An unknown option is named
%   as it was written.

ladder_option(Option0, Option) :-
    (   nonvar(Option0),
        Option0 = (Name = Value),
        atom(Name)
    ->  Option =.. [Name, Value]
    ;   Option = Option0
    ),
    (   Option = max_expansions(Max)
    ->  (   Max == inf
        ->  true
        ;   must_be(nonneg, Max)
        )
    ;   Option = successor(How)
    ->  must_be(nonvar, How),
        (   successor_value(How)
        ->  true
        ;   domain_error(successor, How)
        )
    ;   moves_option(Option)
    ->  true
    ;   domain_error(ladder_option, Option0)
    ).

%   moves_option(+Option): Option is one of ladder_moves/5's own (its
%   value is checked there).

moves_option(moves(_)).
moves_option(cost(_)).
moves_option(add(_)).
moves_option(avoid(_)).
moves_option(via(_)).

%!  successor_value(?How) is nondet.
%
%   How is a value of ladder/4's option successor/1: `graph` or `scan`.

successor_value(graph).
successor_value(scan).

%!  ladder_length(+Start, +Goal, -N:nonneg) is det.
%
%   N is the number of words in a shortest ladder from Start to Goal
%   (both ends included), or 0 when there is none (no_ladder/3 says
%   why). A bound N is compared with it.
%
%   @error as ladder/4 for Start and Goal.

ladder_length(Start, Goal, N) :-
    ladder(Start, Goal, [], Result),
    (   Result = ladder(Words)
    ->  length(Words, N0)
    ;   N0 = 0
    ),
    N = N0.

%!  ladder_lengths(+Pairs:list(pair), -Lengths:list(nonneg)) is det.
%
%   Lengths holds ladder_length/3 of each Start-Goal pair of Pairs, in
%   order: a batch of questions answered in one call.

ladder_lengths(Pairs, Lengths) :-
    must_be(list, Pairs),
    maplist(pair_length, Pairs, Lengths).

pair_length(Pair, N) :-
    (   Pair = Start-Goal
    ->  ladder_length(Start, Goal, N)
    ;   type_error(pair, Pair)
    ).

%!  no_ladder(+Start, +Goal, -Reason) is semidet.
%
%   No ladder leads from Start to Goal, for Reason; fails when one does.
%   Reason is `different_lengths(LS, LG)`, the words' lengths;
%   `not_in_lexicon(Goal)`, the goal not a lexicon word (the start need
%   not be one); or `separate_islands`: the words are in different
%   components of the word graph (a start outside the lexicon has no
%   neighbour in the goal's). ladder/4 then answers `none`,
%   ladder_length/3 0, weaver/3 fails.
%
%   ==
%   ?- no_ladder(sort, xqzt, Why).
%   Why = not_in_lexicon(xqzt).
%   ?- no_ladder(ague, ugly, Why).
%   Why = separate_islands.
%   ==
%
%   @error as ladder/4 for Start and Goal.

no_ladder(StartText, GoalText, Reason) :-
    query_word(StartText, Start),
    query_word(GoalText, Goal),
    atom_length(Start, LS),
    atom_length(Goal, LG),
    (   LS =\= LG
    ->  Reason = different_lengths(LS, LG)
    ;   \+ lexicon_word(Goal)
    ->  Reason = not_in_lexicon(Goal)
    ;   \+ connected(Start, Goal)
    ->  Reason = separate_islands
    ).

%!  graph_ladder(+Start, +Goal, +Max, -Result) is semidet.
%
%   Result is ladder(Words), a shortest ladder from Start to Goal found
%   by shortest_path/5 (search.pl) on the word graph of their length;
%   `none` when there is none; or limit(expansions, Max) when Max words
%   were expanded first. Start and Goal are normalized words of one
%   length; Start may be outside the lexicon; fails for a Goal outside
%   it.

graph_ladder(Start, Goal, Max, Result) :-
    atom_length(Goal, L),
    word_graph(L, Graph),
    word_number(Graph, Goal, T),
    (   atom_length(Start, L),
        start_from(Graph, Start, T, From)
    ->  (   From == T
        ->  Result = ladder([Goal])
        ;   shortest_path(Graph, From, T, Max, Outcome),
            (   Outcome = path(Numbers)
            ->  maplist(path_word(Graph, Start), Numbers, Words),
                Result = ladder(Words)
            ;   Outcome = limit(N)
            ->  Result = limit(expansions, N)
            ;   Result = none
            )
        )
    ;   Result = none
    ).

%   start_from(+Graph, +Start, +T, -From): From is Start's number, or
%   outside(Js) with its neighbours Js, when a ladder leads from Start
%   to the word numbered T: the components decide, before any search.

start_from(Graph, Start, T, From) :-
    component_number(Graph, T, K),
    (   word_number(Graph, Start, S)
    ->  component_number(Graph, S, K),
        From = S
    ;   word_neighbours(Graph, Start, Js),
        member(J, Js),
        component_number(Graph, J, K)
    ->  From = outside(Js)
    ).

path_word(_, Start, 0, Start) :-
    !.
path_word(Graph, _, I, Word) :-
    number_word(Graph, I, Word).

%!  ladder_distance(+Start, +Goal, -Steps:nonneg) is semidet.
%
%   Steps is the least number of one-letter changes from Start to Goal,
%   each giving a lexicon word (0 when Start == Goal). Fails when there
%   is no ladder; Goal must be a lexicon word, Start need not be.
%
%   @error as ladder/4 for Start and Goal.

ladder_distance(StartText, GoalText, Steps) :-
    query_word(StartText, Start),
    query_word(GoalText, Goal),
    atom_length(Start, L),
    atom_length(Goal, L),
    graph_ladder(Start, Goal, inf, ladder(Path)),
    length(Path, N),
    Steps is N - 1.
