/*  Tests of the word graph: prolog/graph.pl.

    Run: swipl --on-error=status --on-warning=status -g run_tests -t halt tests/prolog/graph.plt

    Expected values are worked by hand from the small word lists below;
    on the bundled lexicon the tests check properties against s/3 (every
    edge inside one component, isolated words have no successor, the
    components partition the words).
*/

:- encoding(utf8).                      % its words hold letters outside ASCII, whatever the locale

:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(assoc)).
:- use_module('../../prolog/wordlog').

:- dynamic test_dir/1.
:- prolog_load_context(directory, Dir),
   retractall(test_dir(_)),
   assertz(test_dir(Dir)).

fixture(Name, Path) :-
    test_dir(Dir),
    atomic_list_concat([Dir, '/fixtures/', Name], Path).

%   Three-letter words: one component of seven (the LeetCode lesson list
%   plus hit), a pair bat-bet, two isolated words; plus four-letter
%   words, one isolated.
small :-
    use_words([hot, dot, dog, lot, log, cog, hit, bat, bet, abc, xyz,
               aaaa, aaab, zzzz]).


:- begin_tests(components).

test(length_unbound, error(instantiation_error)) :-
    small,
    components(_, _).

test(component, Members == [cog, dog, dot, hit, hot, log, lot]) :-
    small,
    component(log, Members).

test(component_pair, Members == [bat, bet]) :-
    small,
    component(bet, Members).

test(component_single, Members == [abc]) :-
    small,
    component(abc, Members).

test(component_outside_lexicon, fail) :-
    small,
    component(cat, _).

test(component_normalizes, Members == [bat, bet]) :-
    small,
    component('BAT', Members).

test(component_id, Id == cog) :-
    small,
    component_id(lot, Id).

test(components, Components == [[abc], [bat, bet],
                                [cog, dog, dot, hit, hot, log, lot], [xyz]]) :-
    small,
    components(3, Components).

test(components_four, Components == [[aaaa, aaab], [zzzz]]) :-
    small,
    components(4, Components).

test(components_missing_length, Components == []) :-
    small,
    components(7, Components).

% A length no word can have (longer than max_word_length/1) has no
% components, and costs nothing: no letter fields of so many letters
% are built (a big integer of L * 6 bits, which would overflow the
% stack for a huge L).
test(components_huge_length, Components == []) :-
    small,
    L is 10^30,
    components(L, Components).

test(default_lexicon_huge_length, Components == []) :-
    use_default_lexicon,
    L is 10^30,
    components(L, Components).

test(unicode, Components == [[hund, mund, rund], ['müde', 'mühe'],
                             ['niña', 'niño'], ['λόγοι', 'λόγος']]) :-
    fixture('unicode.txt', File),
    load_words(File),
    findall(C, ( member(L, [4, 5]), components(L, Cs), member(C, Cs) ), Components).

:- end_tests(components).


:- begin_tests(isolated).

test(all, Words == [abc, xyz, zzzz]) :-
    small,
    findall(W, isolated(W), Words).

test(check, true) :-
    small,
    isolated(xyz).

test(not_isolated, fail) :-
    small,
    isolated(bat).

test(outside_lexicon, fail) :-
    small,
    isolated(qqq).

% A word given is normalized, as component/2 does it.
test(normalized, true) :-
    small,
    isolated('XYZ'),
    isolated("xyz").

test(not_a_word, error(domain_error(word, ''))) :-
    small,
    isolated('').

:- end_tests(isolated).


:- begin_tests(connected).

test(same_component) :-
    small,
    connected(hit, cog).

test(other_component, fail) :-
    small,
    connected(hit, bat).

% bot is not a word of the list; its neighbours bat and bet are in one
% component, hot and lot in another: it reaches both.
test(outside_start_reaches_union) :-
    small,
    connected(bot, bet),
    connected(bot, cog).

test(outside_start_no_neighbour, fail) :-
    small,
    connected(qqq, abc).

test(goal_outside_lexicon, fail) :-
    small,
    connected(hot, cat).

test(different_lengths, fail) :-
    small,
    connected(hot, aaaa).

:- end_tests(connected).


:- begin_tests(distance).

test(lesson, Steps == 4) :-
    small,
    ladder_distance(hit, cog, Steps).

test(same, Steps == 0) :-
    small,
    ladder_distance(hot, hot, Steps).

test(outside_start, Steps == 3) :-
    use_words([cot, dot, dog]),
    ladder_distance(cat, dog, Steps).

test(none, fail) :-
    small,
    ladder_distance(abc, xyz, _).

test(default_lexicon, Steps == 4) :-
    use_default_lexicon,
    ladder_distance(cold, warm, Steps).

test(not_a_word, error(domain_error(word, 'x y'))) :-
    small,
    ladder_distance('x y', hot, _).

% The errors of ladder_distance/3, component/2 and isolated/1 for a
% word, as their PlDoc lists them.
test(distance_number, error(type_error(text, 7))) :-
    small,
    ladder_distance(7, cog, _).

test(distance_unbound, error(instantiation_error)) :-
    small,
    ladder_distance(hit, _, _).

test(component_compound, error(type_error(text, f(x)))) :-
    small,
    component(f(x), _).

test(isolated_not_a_word, error(domain_error(word, 'x1'), context(normalize_word/2, "'1' is not a letter"))) :-
    small,
    isolated(x1).

test(isolated_capitals, true) :-
    small,
    isolated('XYZ').

:- end_tests(distance).


:- begin_tests(default_lexicon_properties, [setup(use_default_lexicon)]).

test(partition) :-
    components(5, Components),
    append(Components, Members0),
    msort(Members0, Members),
    findall(W, length_word(5, W), Words),
    assertion(Members == Words),
    forall(member(C, Components), assertion(msort(C, C))),
    assertion(msort(Components, Components)).       % ordered by first word

test(edges_inside_components) :-
    forall(( length_word(4, W), s(W, N, _) ),
           ( component_id(W, Id),
             assertion(component_id(N, Id)) )).

test(isolated_have_no_successor) :-
    forall(length_word(5, W),
           (   isolated(W)
           ->  assertion(\+ s(W, _, _))
           ;   assertion(s(W, _, _))
           )).

test(cold_warm_together, Id == Id2) :-
    component_id(cold, Id),
    component_id(warm, Id2).

:- end_tests(default_lexicon_properties).

:- begin_tests(isolated_words, [setup(use_words([hot, dot, abc, xyz, ab, cd, cc]))]).

test(of_a_length, Words == [abc, xyz]) :-
    isolated_words(3, Words).

test(all, Words == [ab, abc, xyz]) :-
    isolated_words(all, Words).

:- end_tests(isolated_words).

%   weaver/3 (the post's A*) and ladder/4 (the search from both ends)
%   against a breadth-first search over the readable successor s/3,
%   written here: from every word of warm's component, a ladder to warm
%   of as many steps as the breadth-first distance, each step an s/3
%   edge, the same ladder when asked again.

:- begin_tests(search_from_both_ends, [setup(use_default_lexicon)]).

test(every_word_to_warm) :-
    bfs_distances(warm, Distances),
    assoc_to_keys(Distances, Words),
    length(Words, Count),
    assertion(Count > 1000),
    forall(member(W, Words),
           ( get_assoc(W, Distances, D),
             weaver(W, warm, Ladder),
             Length is D + 1,
             assertion(length(Ladder, Length)),
             assertion(steps(Ladder)),
             assertion(weaver(W, warm, Ladder)),
             ladder(W, warm, [], ladder(Fast)),
             assertion(length(Fast, Length)),
             assertion(steps(Fast)) )).

test(outside_start_to_warm, Length == 6) :-         % cxld, then cold .. warm
    weaver(wxrm, warm, [wxrm, warm]),
    weaver(cxld, warm, Ladder),
    assertion(steps(Ladder)),
    length(Ladder, Length).

:- end_tests(search_from_both_ends).

bfs_distances(Goal, Distances) :-
    list_to_assoc([Goal-0], Seen),
    bfs([Goal], 1, Seen, Distances).

bfs([], _, Distances, Distances) :-
    !.
bfs(Layer, D, Seen0, Distances) :-
    foldl(reach(D), Layer, Seen0-[], Seen-Next),
    D1 is D + 1,
    bfs(Next, D1, Seen, Distances).

reach(D, W, Seen0-Next0, Seen-Next) :-
    findall(V, s(W, V, _), Vs),
    foldl(reach_word(D), Vs, Seen0-Next0, Seen-Next).

reach_word(D, V, Seen0-Next0, Seen-Next) :-
    (   get_assoc(V, Seen0, _)
    ->  Seen = Seen0,
        Next = Next0
    ;   put_assoc(V, Seen0, D, Seen),
        Next = [V|Next0]
    ).

steps([_]).
steps([W, V|Ws]) :-
    s(W, V, _),
    steps([V|Ws]).
