/*  Tests of the post's A* (astar/5,6 of prolog/weaver.pl).

    Run: swipl --on-error=status --on-warning=status -g run_tests -t halt tests/prolog/astar.plt
*/

:- encoding(utf8).                      % its words hold letters outside ASCII, whatever the locale

:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(yall)).
:- use_module(library(random)).
:- use_module('../../prolog/wordlog').
:- include(ladder_cases).


:- begin_tests(astar).

% A small weighted graph: the cheapest path a-c-d costs 4, the shortest
% a-b-d costs 6; h is admissible (never above the true cost).
edge(a, b, 1).  edge(b, d, 5).  edge(a, c, 2).  edge(c, d, 2).
edge(d, e, 1).  edge(x, y, 1).
est(a, 3).  est(b, 4).  est(c, 2).  est(d, 0).  est(e, 1).  est(x, 0).  est(y, 0).

test(cheapest, Outcome == path([a, c, d], 4)) :-
    astar(a, d, edge, est, Outcome).

test(no_path, Outcome == no_path) :-
    astar(a, x, edge, est, Outcome).

% An admissible heuristic that is not consistent: h(p) = 4 is the true
% cost of p-q-g, but drops by 4 on the edge p-q of cost 1. q is expanded
% (reached from s at cost 3) before p, and the cheaper way to q through
% p, found later, is ignored: no state is reopened, so the path costs 6,
% not 5 (the module header says a consistent heuristic is needed).
inconsistent_edge(s, p, 1).  inconsistent_edge(p, q, 1).
inconsistent_edge(s, q, 3).  inconsistent_edge(q, g, 3).
inconsistent_h(p, 4) :- !.
inconsistent_h(_, 0).

test(admissible_not_consistent, Outcome == path([s, q, g], 6)) :-
    astar(s, g, inconsistent_edge, inconsistent_h, Outcome).

% astar/6's examples run in `swipl prolog/weaver.pl`: it exports astar/5
% and astar/6, with the s/3, h/3 and load_words/1 they use.
test(astar_from_weaver, Missing == []) :-
    module_property(wordlog_weaver, exports(Exports)),
    subtract([astar/5, astar/6, s/3, h/3, load_words/1],
             Exports, Missing).

test(start_is_goal, Outcome == path([a], 0)) :-
    astar(a, a, edge, est, Outcome).

test(limit, Outcome == limit(1)) :-
    astar(a, d, edge, est, Outcome, [max_expansions(1)]).

test(no_limit, Outcome == path([a, c, d], 4)) :-
    astar(a, d, edge, est, Outcome, [max_expansions(inf)]).

% An unbound limit is an error, not an unlimited search.
test(unbound_limit, error(instantiation_error)) :-
    astar(a, d, edge, est, _, [max_expansions(_)]).

% Tie-breaks. Two cheapest paths (cost 3): s-a-d-g and s-b-g. After s
% and a are expanded, b and d have equal f = 3; d (h = 1) goes before b
% (h = 2) although b is first alphabetically, so g is reached from d.
road(s, a, 1).  road(a, d, 1).  road(d, g, 1).
road(s, b, 1).  road(b, g, 2).
guess(s, 2).  guess(a, 2).  guess(d, 1).  guess(b, 2).  guess(g, 0).

test(tie_lower_h_first, Outcome == path([s, a, d, g], 3)) :-
    astar(s, g, road, guess, Outcome).

% Equal f and h: the state first in standard order, not the first
% generated (y is generated before x).
fork(s, y, 1).  fork(s, x, 1).  fork(x, g, 1).  fork(y, g, 1).
one_or_zero(g, 0) :- !.
one_or_zero(s, 2) :- !.
one_or_zero(_, 1).

test(tie_standard_order, Outcome == path([s, x, g], 2)) :-
    astar(s, g, fork, one_or_zero, Outcome).

% A state reached twice in one expansion, at two costs: the cheaper edge
% counts, whatever the order of the edges.
twice(s, g, 5).  twice(s, g, 2).  twice(s, m, 1).  twice(m, g, 2).
zero_h(_, 0).

test(two_edges_one_state, Outcome == path([s, g], 2)) :-
    astar(s, g, twice, zero_h, Outcome).

% The search over the word graph and the post's A* over the scan find
% ladders as short (seeded random pairs of three-letter words), each a
% ladder.
test(graph_scan_same_lengths) :-
    use_default_lexicon,
    forall(member(L, [3]),
           ( findall(W, length_word(L, W), Words),
             set_random(seed(L)),
             forall(between(1, 25, _),
                    ( random_member(S, Words),
                      random_member(G, Words),
                      ladder(S, G, [successor(graph)], R1),
                      ladder(S, G, [successor(scan)], R2),
                      assertion(same_length_ladders(R1, R2)) )) )).

same_length_ladders(none, none).
same_length_ladders(ladder(A), ladder(B)) :-
    length(A, N),
    length(B, N),
    chain(A).

chain([_]).
chain([A, B|Words]) :-
    s(A, B, 1),
    chain([B|Words]).

% branching/2 on the lessons' words: 8 edges (hot-dot, hot-lot,
% dot-lot, dot-dog, lot-log, dog-log, dog-cog, log-cog) over 6 words.
test(branching, B =:= 16 / 6) :-
    use_words([hot,dot,dog,lot,log,cog]),
    branching(3, B).

test(branching_none, B == 0) :-
    use_words([hot,dot,dog,lot,log,cog]),
    branching(5, B).

% With no limit by default, an endless graph needs one.
test(limit_9999, Outcome == limit(9999)) :-
    astar(0, -1, next_number, zero, Outcome, [max_expansions(9999)]).

next_number(N, M, 1) :-
    M is N + 1.

zero(_, 0).

:- end_tests(astar).
