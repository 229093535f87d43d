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

ladder/4 answers a ladder question by the search from both ends over the
word graph (search.pl), a question always with the same ladder;
weaver.pl's A* answers it the post's way (successor(scan)), moves.pl's
by other moves and costs. The rules of every predicate here: words are
read by query_word/2 (a lexicon word as it is, other text by the word
rule, domain_error(word, Text) for none); the goal must be a lexicon
word, the start need not be; words of different lengths have no
ladder; a lexicon word's ladder to itself is that word; a question
without a ladder is answered by the word graph's components before any
search, and no_ladder/3 says why.
*/

%!  ladder(+Start, +Goal, +Options, -Result) is det.
%
%   Result is ladder(Words), a shortest ladder Start..Goal; `none` when
%   there is none (no_ladder/3 says why); or limit(expansions, N) when
%   the search expanded N words, its limit (a ladder exists). Options,
%   Name(Value) or Name = Value:
%
%     - max_expansions(+Max): expand at most Max words (`inf` default).
%     - successor(+How): `graph` (default), the search from both ends;
%       `scan`, the post's A* (astar/6) over s_scan/3 and h/3. Both give
%       shortest ladders, not always the same one.
%     - moves(+Moves), cost(+Model), add(+Words), avoid(+Words),
%       via(+Word): any of these asks ladder_moves/5 (moves.pl): a
%       cheapest ladder by those moves and costs, with words added,
%       avoided or required (successor/1 is then ignored).
%
%   @error domain_error(ladder_option, Option),
%          domain_error(successor, How),
%          type_error(nonneg, Max) for a max_expansions not `inf` or an
%          integer of 0 or more, instantiation_error for an unbound
%          value, Start or Goal, type_error(text, Text) or
%          domain_error(word, Text) for a Start or Goal.

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

%   ladder_option(+Option0, -Option): Option0, checked, as Name(Value).

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

%   moves_option(+Option): one of ladder_moves/5's (it checks them).

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
%   N is the number of words of a shortest ladder from Start to Goal, or
%   0 when there is none (no_ladder/3 says why).
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
%   Lengths are ladder_length/3's of the Start-Goal Pairs, in order.

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
%   No ladder leads from Start to Goal, for Reason (fails when one does):
%   `different_lengths(LS, LG)`; `not_in_lexicon(Goal)` (the start need
%   not be a lexicon word); or `separate_islands`, the words being in
%   different components of the word graph (a start outside the lexicon
%   having no neighbour in the goal's). ladder/4 then answers `none`,
%   ladder_length/3 0, and weaver/3 fails.
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
%   Result is ladder/4's for Start and Goal, normalized words, and Max,
%   by shortest_path/5 (search.pl); fails for a Goal outside the lexicon.

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
%   outside(Js), its neighbours, when Start is in T's component.

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
%   Steps is the least number of one-letter changes from Start to Goal
%   (0 when Start == Goal); fails when there is no ladder.
%
%   @error as ladder/4 for Start and Goal.

ladder_distance(Start, Goal, Steps) :-
    ladder(Start, Goal, [], ladder(Path)),
    length(Path, N),
    Steps is N - 1.
