:- module(wordlog_weaver,
          [ weaver/3,                   % +Start, +Goal, -Solution
            s/3,                        % +Word, -Next, -Cost
            s_scan/3,                   % +Word, -Next, -Cost
            h/2,                        % +Word, -H
            h/3,                        % +Goal, +Word, -H
            with_goal/2,                % +Goal, :Call
            astar/5,                    % +Start, +Goal, :Successor, :Heuristic, -Outcome
            astar/6,                    % +Start, +Goal, :Successor, :Heuristic, -Outcome, +Options
            ladder_answer/5,            % +Start, +Goal, +Max, +How, -Answer
            ladder_lengths_answer/4     % +Pairs, +Max, +How, -Lengths
          ]).
:- if(\+ current_prolog_flag(wordlog_library, true)).
:- use_module(library(pldoc), [doc_collect/1]).  % help/1 of every module loaded below
:- doc_collect(true).
:- endif.
:- reexport(solver, [ladder/4, ladder_length/3, ladder_lengths/2, no_ladder/3]).
:- reexport(ladders, [all_ladders/3, ladder_count/3, friendly_ladder/3]).
:- reexport(moves, [ladder_moves/5]).
:- reexport(lexicon, [use_words/1, load_words/1, load_words/2, use_default_lexicon/0,
                      use_default_lexicon/1, use_default_lexicon/2]).
:- use_module(solver, [graph_ladder/4]).
:- use_module(lexicon, [query_word/2, length_word/2]).
:- use_module(graph, [neighbours/2, count_different/4]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(heaps)).
:- use_module(library(lists)).
:- use_module(library(option)).

/** <module> Word ladders (Doublets, Weaver): the rules of the post

Change one letter at a time, each step a word, from a start word to a
goal word, in as few steps as possible. This is the Prolog post on
Weaver: a successor rule s/3, a heuristic h/2 (the letters still to
change), an A* search, and weaver/3, the A* over s/3 and h/2. The words
are the bundled English lexicon (SCOWL, size <= 60) until use_words/1,
load_words/1 or use_default_lexicon/1 picks others; s/3 reads them from
the word graph (graph.pl), so weaver/3 answers in milliseconds.

==
?- weaver(head, tail, Ladder).
Ladder = [head, heal, teal, tell, tall, tail].
?- no_ladder(wheat, kind, Why).
Why = different_lengths(5, 4).
==

The fast solver, ladder/4 (solver.pl), searches from both ends; it
and all_ladders/3, ladder_count/3, friendly_ladder/3 (ladders.pl) and
ladder_moves/5 come in too. The whole toolbox is library(wordlog).
*/

%!  s(+Word, -Next, -Cost) is nondet.
%
%   Next is a lexicon word one letter from Word (in the lexicon or not),
%   Cost 1: first letter changed first, alphabetically. Word is an atom.

s(Word, Next, 1) :-
    neighbours(Word, Nexts),
    member(Next, Nexts).

%!  s_scan(+Word, -Next, -Cost) is nondet.
%
%   As s/3, by comparing Word with every word of its length (the post's
%   way, the benchmarks' baseline); alphabetically.

s_scan(Word, Next, 1) :-
    must_be(atom, Word),
    atom_length(Word, L),
    atom_codes(Word, Codes),
    length_word(L, Next),
    atom_codes(Next, NextCodes),
    count_different(Codes, NextCodes, 0, 1).

%!  h(+Goal, +Word, -H:nonneg) is det.
%
%   H is the number of positions at which Word and Goal differ. A step
%   changes one letter, so H never overstates the steps left (it is
%   *admissible*) and changes by at most one a step (*consistent*).

h(Goal, Word, H) :-
    atom_codes(Goal, Gs),
    atom_codes(Word, Ws),
    count_different(Gs, Ws, 0, H).

%!  h(+Word, -H:nonneg) is det.
%
%   As h/3, toward the goal of the enclosing with_goal/2:
%
%   ==
%   ?- with_goal(warm, h(cold, H)).
%   H = 4.
%   ==
%
%   @error existence_error(goal_context, h/2) outside it.

h(Word, H) :-
    (   nb_current(wordlog_goal, Goal),
        Goal \== []
    ->  h(Goal, Word, H)
    ;   existence_error(goal_context, h/2)
    ).

%!  with_goal(+Goal, :Call) is nondet.
%
%   Run Call with Goal as h/2's goal (a backtrackable global variable).

:- meta_predicate with_goal(+, 0).

with_goal(Goal, Call) :-
    ( nb_current(wordlog_goal, Before) -> true ; Before = [] ),
    b_setval(wordlog_goal, Goal),
    call(Call),
    b_setval(wordlog_goal, Before).

%!  astar(+Start, +Goal, :Successor, :Heuristic, -Outcome) is det.
%!  astar(+Start, +Goal, :Successor, :Heuristic, -Outcome, +Options) is det.
%
%   A* over any graph: call(Successor, State, Next, Cost) gives the
%   edges (Cost > 0), call(Heuristic, State, H) the estimated cost to
%   Goal. Outcome is path(Path, Cost), a cheapest path if the heuristic
%   is consistent; no_path; or limit(N) when max_expansions(N) (`inf`
%   by default) came first. The open list is a heap keyed on the least
%   f = g + h, then h, then the state in standard order, then the
%   earlier expansion; a state expanded (`closed` in a trie of the
%   states seen) is never reopened.
%
%   ==
%   ?- astar(hit, cog, s, h(cog), Outcome).                 % lessons' words
%   Outcome = path([hit, hot, dot, dog, cog], 4).
%   ==
%
%   @error instantiation_error if Start or Goal is unbound;
%          type_error(nonneg, Max) for a max_expansions that is not `inf`
%          or an integer of 0 or more.

:- meta_predicate astar(+, +, 3, 2, -), astar(+, +, 3, 2, -, +).

astar(Start, Goal, Successor, Heuristic, Outcome) :-
    astar(Start, Goal, Successor, Heuristic, Outcome, []).

astar(Start, Goal, Successor, Heuristic, Outcome, Options) :-
    maplist(must_be(nonvar), [Start, Goal]),
    option(max_expansions(Max), Options, inf),
    (   Max == inf
    ->  true
    ;   must_be(nonneg, Max)
    ),
    once(call(Heuristic, Start, H)),
    trie_new(Seen),
    trie_insert(Seen, Start, 0),
    singleton_heap(Open, k(H, H, Start, 0), 0-[Start]),
    search(Open, Seen, 0, Max, Goal, Successor, Heuristic, Outcome).

search(Open0, Seen, N, Max, Goal, Successor, Heuristic, Outcome) :-
    (   get_from_heap(Open0, k(_, _, State, _), G-Path, Open1)
    ->  (   trie_lookup(Seen, State, closed)            % a stale entry
        ->  search(Open1, Seen, N, Max, Goal, Successor, Heuristic, Outcome)
        ;   State == Goal
        ->  reverse(Path, States),
            Outcome = path(States, G)
        ;   Max \== inf,
            N >= Max
        ->  Outcome = limit(N)
        ;   trie_update(Seen, State, closed),
            N1 is N + 1,
            findall(Cost-Next, call(Successor, State, Next, Cost), Steps),
            foldl(queue(G-Path, N1, Seen, Heuristic), Steps, Open1, Open),
            search(Open, Seen, N1, Max, Goal, Successor, Heuristic, Outcome)
        )
    ;   Outcome = no_path
    ).

%   queue(+G-Path, +N, +Seen, :Heuristic, +Cost-Next, +Open0, -Open):
%   queue Next unless closed or reached as cheaply.

queue(G-Path, N, Seen, Heuristic, Cost-Next, Open0, Open) :-
    G1 is G + Cost,
    (   trie_lookup(Seen, Next, Known),
        ( Known == closed ; Known =< G1 )
    ->  Open = Open0
    ;   once(call(Heuristic, Next, H)),
        F is G1 + H,
        trie_update(Seen, Next, G1),
        add_to_heap(Open0, k(F, H, Next, N), G1-[Next|Path], Open)
    ).

%!  weaver(+Start, +Goal, -Solution:list) is semidet.
%
%   Solution is a shortest ladder from Start to Goal, by astar/5 over s/3
%   and h/2; fails when there is none, as no_ladder/3 says before any
%   search. Start and Goal are read by query_word/2.
%
%   @error as ladder/4 for Start and Goal.

weaver(StartText, GoalText, Solution) :-
    maplist(query_word, [StartText, GoalText], [Start, Goal]),
    \+ no_ladder(Start, Goal, _),
    with_goal(Goal, astar(Start, Goal, s, h, path(Solution, _))).


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
