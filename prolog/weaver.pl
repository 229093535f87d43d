:- module(wordlog_weaver,
          [ weaver/3,                   % +Start, +Goal, -Solution
            ladder_length/3,            % +Start, +Goal, -N
            ladder/4,                   % +Start, +Goal, +Options, -Result
            ladder_lengths/2,           % +Pairs, -Lengths
            ladder_answer/5,            % +Start, +Goal, +Max, +How, -Answer
            ladder_lengths_answer/4     % +Pairs, +Max, +How, -Lengths
          ]).

%   Consulted by a person (`swipl prolog/weaver.pl`, or `?- [prolog/weaver].`
%   at the prompt), collect the PlDoc comments of the files as they load,
%   so that help/1 finds every predicate: otherwise SWI-Prolog 9.0.4's
%   help/1, once it has read this file's comments, takes the first comment
%   of each module this file loads for all of that module's and finds no
%   help for the rest (help(ladder_count/3) after help(weaver/3)). It costs
%   a tenth of a second at start-up, so a program that loads this file as
%   a library can go without: it sets the flag wordlog_library first, as
%   wordlog's Python side does.

:- if(\+ current_prolog_flag(wordlog_library, true)).
:- use_module(library(pldoc), [doc_collect/1]).
:- doc_collect(true).
:- endif.

:- reexport(lexicon).
:- reexport(successor).
:- reexport(heuristic).
:- reexport(graph).
:- reexport(ladders).
:- reexport(astar).
:- reexport(moves).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).

/** <module> Word ladders (Doublets, Weaver): the solver to consult

Change one letter at a time, each step a word, from a start word to a
goal word, in as few steps as possible. Consult this file and ask:

==
$ swipl prolog/weaver.pl
?- weaver(head, tail, Ladder).
Ladder = [head, heal, teal, tell, tall, tail].
?- ladder_length(ape, man, N).
N = 6.
==

The words are the bundled English lexicon (SCOWL, size <= 60) until
load_words/1, use_words/1, use_word_dir/1 or use_default_lexicon/1 picks
others; only the lengths asked about are read. The readable rules are
the one-letter successors s/3 (successor.pl) and the letters-to-change
heuristic h/2, h/3 (heuristic.pl), which astar/6 (astar.pl) searches as
the post on Weaver does (option successor(scan) of ladder/4). The
solver itself, behind weaver/3 and ladder/4, is graph_search/5
(astar.pl): an A* from both ends, with the zero heuristic, over the
word graph of the length (graph.pl), its words numbered, their
neighbours in arrays, the search state in one integer a word updated
in place. Before any search, the connected components (graph.pl) decide
whether a ladder exists at all, so an impossible pair costs one look-up.

The rules, shared by every predicate here:

  - Words are read by query_word/2: a lexicon word as it is, any other
    text normalized (normalize_word/2: NFC, lower case); a text that is
    not a word raises domain_error(word, Text).
  - The goal must be a lexicon word; the start need not be.
  - Start and goal of different lengths have no ladder.
  - A ladder from a lexicon word to itself is that one word.
  - Ladders are shortest; among several shortest ones the solver's
    tie-breaking (astar.pl) picks the same one every time.

This module re-exports the lexicon, successor, heuristic, graph, ladders
and astar predicates, so consulting it gives the whole toolbox (for
instance all_ladders/3, ladder_count/3, friendly_ladder/3, and astar/5
to run astar.pl's examples).
*/

%!  weaver(+Start, +Goal, -Solution:list) is semidet.
%
%   Solution is a shortest ladder: the list of words from Start to
%   Goal. Fails when there is none. The search has no expansion limit;
%   it cannot run away, as it only starts when a ladder exists and never
%   expands a word twice from either end.
%
%   @error as ladder/4 for Start and Goal.

weaver(Start, Goal, Solution) :-
    ladder(Start, Goal, [], ladder(Solution)).

%!  ladder_length(+Start, +Goal, -N:nonneg) is det.
%
%   N is the number of words in a shortest ladder from Start to Goal
%   (both ends included), or 0 when there is none.
%
%   @error as ladder/4 for Start and Goal.

ladder_length(Start, Goal, N) :-
    ladder(Start, Goal, [], Result),
    result_length(Result, N0),
    N = N0.                             % a bound N (6, foo) is compared

result_length(ladder(Words), N) :-
    length(Words, N).
result_length(none, 0).

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

%!  ladder(+Start, +Goal, +Options, -Result) is det.
%
%   Result is the outcome of a search for a shortest ladder:
%
%     - ladder(Words): Words is a shortest ladder Start..Goal;
%     - none: there is no ladder;
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
%       `graph` (default): the A* from both ends over the word graph
%       (graph_search/5); `scan`: the post's A* (astar/6) over
%       s_scan/3 and h/3, the baseline of the benchmarks. Both give
%       shortest ladders, not always the same one of several.
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
    ladder_(StartText, GoalText, inf, graph, Result).
ladder(StartText, GoalText, Options0, Result) :-
    must_be(list, Options0),
    maplist(ladder_option, Options0, Options),
    option(max_expansions(Max), Options, inf),
    option(successor(How), Options, graph),
    (   member(Option, Options),
        moves_option(Option)
    ->  exclude(successor_option, Options, MovesOptions),
        moves_result(StartText, GoalText, MovesOptions, Result)
    ;   ladder_(StartText, GoalText, Max, How, Result)
    ).

ladder_(StartText, GoalText, Max, How, Result) :-
    query_word(StartText, Start),
    query_word(GoalText, Goal),
    (   atom_length(Start, L),
        \+ atom_length(Goal, L)
    ->  Result = none
    ;   How == graph
    ->  (   graph_ladder(Start, Goal, Max, Result0)
        ->  Result = Result0
        ;   Result = none                               % Goal is no word
        )
    ;   \+ connected(Start, Goal)
    ->  Result = none
    ;   Start == Goal
    ->  Result = ladder([Start])
    ;   astar(Start, Goal, s_scan, h(Goal), Outcome, [max_expansions(Max)]),
        outcome_result(Outcome, Result)
    ).

%   ladder_option(+Option0, -Option): Option is Option0, checked, as
%   Name(Value); Option0 may be Name = Value, the other form SWI-Prolog's
%   option lists take (library(option), astar/6). An unknown option is
%   named as it was written.

ladder_option(Option0, Option) :-
    (   nonvar(Option0),
        Option0 = (Name = Value),
        atom(Name)
    ->  Option =.. [Name, Value]
    ;   Option = Option0
    ),
    must_be_ladder_option(Option, Option0).

must_be_ladder_option(max_expansions(Max), _) :-
    !,
    (   Max == inf
    ->  true
    ;   must_be(nonneg, Max)
    ).
must_be_ladder_option(successor(How), _) :-
    !,
    must_be(nonvar, How),
    (   successor_value(How)
    ->  true
    ;   domain_error(successor, How)
    ).
must_be_ladder_option(Option, _) :-
    moves_option(Option),
    !.
must_be_ladder_option(_, Option0) :-
    domain_error(ladder_option, Option0).

%   moves_option(+Option): Option is one of ladder_moves/5's own (its
%   value is checked there).

moves_option(moves(_)).
moves_option(cost(_)).
moves_option(add(_)).
moves_option(avoid(_)).
moves_option(via(_)).

successor_option(successor(_)).

moves_result(Start, Goal, Options, Result) :-
    (   ladder_moves(Start, Goal, Options, Ladder, Cost)
    ->  (   Cost = limit(N)
        ->  Result = limit(expansions, N)
        ;   Result = ladder(Ladder)
        )
    ;   Result = none
    ).

%   successor_value(?How): How is a value of option successor/1.

successor_value(graph).
successor_value(scan).

outcome_result(path(Words, _Cost), ladder(Words)).
outcome_result(no_path, none).
outcome_result(limit(N), limit(expansions, N)).


                 /*******************************
                 *      ENTRY FOR A PROGRAM     *
                 *******************************/

%   One predicate a question, its answer plain data (lists, atoms,
%   numbers) in its last argument: what wordlog's Python side calls,
%   one call a question, through bridge_call/4 (bridge.pl), which hands
%   over words its own rule admitted (trusting_words/1).

%!  ladder_answer(+Start, +Goal, +Max, +How, -Answer) is det.
%
%   Answer is the outcome of ladder/4 for Start and Goal with the
%   options max_expansions(Max) and successor(How): the words of the
%   ladder, [] when there is none, or `limit` when Max words were
%   expanded first.

ladder_answer(Start, Goal, Max, graph, Answer) :-
    !,
    (   graph_ladder(Start, Goal, Max, Result)          % ladder/4's search,
    ->  result_answer(Result, Answer)                   % its options checked
    ;   Answer = []
    ).
ladder_answer(Start, Goal, Max, How, Answer) :-
    ladder(Start, Goal, [max_expansions(Max), successor(How)], Result),
    result_answer(Result, Answer).

result_answer(ladder(Words), Words).
result_answer(none, []).
result_answer(limit(_, _), limit).

%!  ladder_lengths_answer(+Pairs:list, +Max, +How, -Lengths:list) is det.
%
%   Lengths holds, for each [Start, Goal] of Pairs in order, the number
%   of words of ladder_answer/5's ladder (0 when there is none), or
%   `limit`: a batch of questions answered in one call.

ladder_lengths_answer(Pairs, Max, How, Lengths) :-
    maplist(pair_answer_length(Max, How), Pairs, Lengths).

pair_answer_length(Max, How, [Start, Goal], N) :-
    ladder_answer(Start, Goal, Max, How, Answer),
    (   Answer == limit
    ->  N = limit
    ;   length(Answer, N)
    ).
