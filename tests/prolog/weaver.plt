/*  Tests of the ladder solver prolog/weaver.pl: weaver/3, ladder/4 and their entry.

    Run: swipl --on-error=status --on-warning=status -g run_tests -t halt tests/prolog/weaver.plt
*/

:- encoding(utf8).                      % its words hold letters outside ASCII, whatever the locale

:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(yall)).
:- use_module(library(random)).
:- use_module('../../prolog/wordlog').
:- include(ladder_cases).


:- begin_tests(lessons).

test(length, [forall(lesson(_, Words, Start, Goal, N)), true(Length =:= N)]) :-
    use_words(Words),
    ladder_length(Start, Goal, Length).

test(weaver, [forall(lesson(_, Words, Start, Goal, N)), true(Found == N)]) :-
    use_words(Words),
    (   weaver(Start, Goal, Ladder)
    ->  assertion(ladder_ok(Start, Goal, Ladder)),
        length(Ladder, Found)
    ;   Found = 0
    ).

% Two shortest ladders exist (via dot/dog and via lot/log). The tie-break
% of astar/6 (lowest f, then lowest h, then alphabetical) takes dot at
% the first tie: dot and lot both have f = 4, h = 2.
test(hit_cog_solution, Ladder == [hit, hot, dot, dog, cog]) :-
    use_words([hot,dot,dog,lot,log,cog]),
    weaver(hit, cog, Ladder).

test(hit_cog_without_cog, fail) :-
    use_words([hot,dot,dog,lot,log]),
    weaver(hit, cog, _).

test(same_word, Ladder == [hot]) :-
    use_words([hot,dot]),
    weaver(hot, hot, Ladder).

test(same_word_length, N == 1) :-
    use_words([hot,dot]),
    ladder_length(hot, hot, N).

test(same_word_not_in_lexicon, N == 0) :-
    use_words([hot,dot]),
    ladder_length(hat, hat, N).

test(different_lengths, N == 0) :-
    use_words([hot,dot,hots]),
    ladder_length(hot, hots, N).

test(batch, Lengths == [5, 0, 1, 0, 3]) :-
    use_words([hot,dot,dog,lot,log,cog]),
    ladder_lengths([hit-cog, hit-cat, cog-cog, hot-dots, hot-dog], Lengths).

test(batch_bad_pair, error(type_error(pair, hit/cog))) :-
    use_words([hot,dot,dog,lot,log,cog]),
    ladder_lengths([hit/cog], _).

test(upper_case_query, Ladder == [hit, hot, dot, dog, cog]) :-
    use_words([hot,dot,dog,lot,log,cog]),
    weaver('HIT', "Cog", Ladder).

test(not_a_word, error(domain_error(word, 'c4t'))) :-
    use_words([hot,dot]),
    weaver('c4t', hot, _).

test(not_text, error(type_error(text, 1))) :-
    use_words([hot,dot]),
    weaver(1, hot, _).

% Steadfast: a bound N is compared with the length, as the unbound call
% followed by unification would; a wrong N fails, whether or not a
% ladder exists (no type_error(integer, foo) from length/2, nor
% domain_error for -1, where a ladder exists).
test(length_bound, true) :-
    use_words([hot,dot,dog,lot,log,cog]),
    ladder_length(hit, cog, 5).

test(length_bound_wrong, fail) :-
    use_words([hot,dot,dog,lot,log,cog]),
    ladder_length(hit, cog, 4).

test(length_bound_not_a_number, fail) :-
    use_words([hot,dot,dog,lot,log,cog]),
    ladder_length(hit, cog, foo).

test(length_bound_negative, fail) :-
    use_words([hot,dot,dog,lot,log,cog]),
    ladder_length(hit, cog, -1).

test(weaver_bound_start, Rest == [hot, dot, dog, cog]) :-
    use_words([hot,dot,dog,lot,log,cog]),
    weaver(hit, cog, [hit|Rest]).

:- end_tests(lessons).

:- begin_tests(ladder_api).

test(ladder) :-
    use_words([hot,dot,dog,lot,log,cog]),
    ladder(hit, cog, [], Result),
    assertion(Result == ladder([hit, hot, dot, dog, cog])).

test(none, Result == none) :-
    use_words([hot,dot,dog,lot,log]),
    ladder(hit, cog, [], Result).

test(successor_not_a_name, error(domain_error(successor, 1))) :-
    use_words([hot,dot,dog,lot,log,cog]),
    ladder(hit, cog, [successor(1)], _).

% An unbound start is an error, not a ladder from the first lexicon word.
test(unbound_start, error(instantiation_error)) :-
    use_words([hot,dot,dog,lot,log,cog]),
    ladder(_, cog, [], _).

test(none_other_component, Result == none) :-
    use_words([ab,zz]),
    ladder(ab, zz, [max_expansions(0)], Result).

test(limit_zero, Result == limit(expansions, 0)) :-
    use_words([hot,dot,dog,lot,log,cog]),
    ladder(hit, cog, [max_expansions(0)], Result).

test(limit_two, Result == limit(expansions, 2)) :-
    use_words([hot,dot,dog,lot,log,cog]),
    ladder(hit, cog, [max_expansions(2)], Result).

% hit is outside the lexicon: its neighbour hot is queued without an
% expansion; hot, dot and dog are expanded, and cog is found from dog.
test(limit_just_enough, Result == ladder([hit, hot, dot, dog, cog])) :-
    use_words([hot,dot,dog,lot,log,cog]),
    ladder(hit, cog, [max_expansions(3)], Result).

test(limit_one_short, Result == limit(expansions, 2)) :-
    use_words([hot,dot,dog,lot,log,cog]),
    ladder(hit, cog, [max_expansions(2)], Result).

test(scan, Result == ladder([hit, hot, dot, dog, cog])) :-
    use_words([hot,dot,dog,lot,log,cog]),
    ladder(hit, cog, [successor(scan)], Result).

test(bad_option, error(domain_error(ladder_option, max_expansion(3)))) :-
    use_words([hot,dot]),
    ladder(hot, dot, [max_expansion(3)], _).

test(bad_limit, error(type_error(nonneg, -1))) :-
    use_words([hot,dot]),
    ladder(hot, dot, [max_expansions(-1)], _).

test(bad_successor, error(domain_error(successor, fast))) :-
    use_words([hot,dot]),
    ladder(hot, dot, [successor(fast)], _).

test(unbound_successor, error(instantiation_error)) :-
    use_words([hot,dot]),
    ladder(hot, dot, [successor(_)], _).

test(default_lexicon_size, error(domain_error(scowl_size, 5))) :-
    use_default_lexicon(5).

:- end_tests(ladder_api).


                 /*******************************
                 *   THE FIRST QUESTION LIMITED  *
                 *******************************/

%   A fresh swipl with File answers Goal under an inference limit
%   of Max (exceeded or not), then Goal again: the first must not leave
%   anything half loaded. SWI-Prolog loads a library predicate the first
%   time it is called (autoloading), and an autoload interrupted by the
%   limit left the predicate undefined for good (`wordlog_lexicon:directory_file_path/3
%   does not exist` on every later question).

:- begin_tests(first_question_limited).

:- use_module(library(process)).
:- use_module(library(readutil)).

limited_then_free(File, Goal, Max, Answer) :-
    current_prolog_flag(executable, Swipl),
    test_dir(Dir),
    atomic_list_concat([Dir, '/../../prolog/', File], Source),
    format(atom(Run),
           "catch(call_with_inference_limit(~w, ~d, _), _, true), \c
            catch((~w -> writeln(ok) ; writeln(failed)), E, print(E))",
           [Goal, Max, Goal]),
    process_create(Swipl, ['-q', '-g', Run, '-t', halt, Source],
                   [stdout(pipe(Out)), stderr(null)]),
    read_string(Out, _, Text),
    close(Out),
    split_string(Text, "", " \n", [Answer]).

test(then_free, Failures == []) :-
    fixture('sized.txt', Words),
    format(atom(Load), "load_words('~w')", [Words]),
    findall(Goal-Max-Answer,
            ( member(File-Goal, [ 'weaver.pl'-'weaver(cold, warm, _)',
                                  'weaver.pl'-'friendly_ladder(cold, warm, _)',
                                  'wordlog.pl'-'branching(4, _)',
                                  'weaver.pl'-Load,
                                  'boggle.pl'-'boggle_words([[a,b],[c,d]], _)',
                                  % the goals Python sends run in user: bridge.pl
                                  % makes their library predicates (limit/2 of
                                  % ladder --all --limit) defined there
                                  'bridge.pl'-'findall(X, limit(2, member(X, [a, b, c])), [a, b])'
                                ]),
              member(Max, [1000, 10000]),
              limited_then_free(File, Goal, Max, Answer),
              Answer \== "ok"
            ),
            Failures).

%   The tables of a word length (its words, buckets and components) are
%   built whole or not at all: a build cut short by a limit leaves none
%   of them, so the next question builds them once (cold has 13
%   neighbours, the 4-letter words 101 components).

length_tables(Words, Nexts, Components) :-
    findall(W, length_word(4, W), Words),
    neighbours(cold, Nexts),
    components(4, Components).

test(tables_whole, Wrong == []) :-
    use_default_lexicon,
    length_tables(Words, Nexts, Components),
    findall(Max,
            ( member(Max, [50000, 100000, 200000, 400000, 800000]),
              use_default_lexicon,
              call_with_inference_limit(ladder_length(cold, warm, _), Max, _),
              \+ length_tables(Words, Nexts, Components)
            ),
            Wrong).

:- end_tests(first_question_limited).


/*  The modes each %! line claims, errors for unbound ends, and every
    exported predicate tried once with a specific value.
*/

:- begin_tests(modes_and_entry_errors).

toy_edge(a, b, 1).  toy_edge(b, c, 1).  toy_edge(a, c, 5).
toy_estimate(_, 0).

% astar/6 claims +Start and +Goal: an unbound one is an
% instantiation_error. An unbound Start would be bound by the first edge
% (path([_, c], 1), a path from nowhere); an unbound Goal equals no
% state, so the search would run through the whole graph to no_path.
test(astar_unbound_start, error(instantiation_error)) :-
    astar(_, c, toy_edge, toy_estimate, _).

test(astar_unbound_goal, error(instantiation_error)) :-
    astar(a, _, toy_edge, toy_estimate, _).

test(astar_unbound_goal_options, error(instantiation_error)) :-
    astar(a, _, toy_edge, toy_estimate, _, [max_expansions(inf)]).

test(astar_bound_ends, Outcome == path([a, b, c], 2)) :-
    astar(a, c, toy_edge, toy_estimate, Outcome).

% Exported predicates no other test called with a specific value.

test(default_max_size, Max == 60) :-
    default_max_size(Max).

test(max_word_length, Max == 100) :-
    max_word_length(Max).

test(query_word, Words == [cold, cold, cold]) :-
    use_default_lexicon,
    maplist(query_word, [cold, 'COLD', "Cold"], Words).

% A file or directory name that is not text is one type_error(text, _),
% whether a number, a compound or [] (not three errors: exists_directory/1's,
% not `atomic', a file that does not exist).
test(load_words_number, error(type_error(text, 1))) :-
    load_words(1).

test(load_words_compound, error(type_error(text, f(x)))) :-
    load_words(f(x)).

test(load_words_empty_list, error(type_error(text, []))) :-
    load_words([]).

test(load_words_unbound, error(instantiation_error)) :-
    load_words(_).

test(word_file_entries_number, error(type_error(text, 7))) :-
    word_file_entries(7, [], _).

test(load_words_string, Source == file(Path)) :-
    fixture('sized.txt', Path),
    atom_string(Path, String),
    load_words(String),
    lexicon_source(Source).

test(query_word_not_a_word, error(domain_error(word, 'co ld'))) :-
    query_word('co ld', _).

% A text that is not a word is refused with the reason normalize_word/2
% found, in the context message, as load_words/1 does for a line: not
% `Domain error: `word' expected, found `''''` alone, leaving the reader
% to guess (a 101-letter word, to count).
not_a_word_reason(Goal, Reason) :-
    catch(Goal, error(domain_error(word, _), context(normalize_word/2, Reason)), true).

test(not_a_word_empty, Reason == "it is empty") :-
    use_default_lexicon,
    not_a_word_reason(weaver(cold, '', _), Reason).

test(not_a_word_digit, Reason == "'4' is not a letter") :-
    use_default_lexicon,
    not_a_word_reason(ladder_length(c4t, cold, _), Reason).

test(not_a_word_space, Reason == "a space is not a letter") :-
    not_a_word_reason(normalize_word("co ld", _), Reason).

test(not_a_word_too_long, Reason == "it has 101 characters; a word has at most 100") :-
    length(Chars, 101),
    maplist(=(a), Chars),
    atom_chars(Long, Chars),
    use_default_lexicon,
    not_a_word_reason(weaver(Long, cold, _), Reason).

test(ensure_length, Words == [dog, dot, hot]) :-
    use_words([hot, dot, dog, dots]),
    ensure_length(3),
    findall(W, length_word(3, W), Words).

test(ensure_length_type, error(type_error(nonneg, three))) :-
    ensure_length(three).

test(ensure_length_unbound, error(instantiation_error)) :-
    ensure_length(_).

test(length_word_negative, error(type_error(nonneg, -1))) :-
    length_word(-1, _).

test(shortest_ladder_order, Ladders == [[hit, hot, dot, dog, cog],
                                        [hit, hot, lot, log, cog]]) :-
    use_words([hot, dot, dog, lot, log, cog]),
    findall(L, shortest_ladder(hit, cog, L), Ladders).

test(shortest_ladder_first, Ladder == [hit, hot, dot, dog, cog]) :-
    use_words([hot, dot, dog, lot, log, cog]),
    once(shortest_ladder(hit, cog, Ladder)).

% ladder/4 rejected an option in SWI-Prolog's other form, Name = Value,
% which library(option) and astar/6 take: domain_error(ladder_option,
% max_expansions=2).
test(ladder_option_equals, Result == limit(expansions, 2)) :-
    use_default_lexicon,
    ladder(cold, warm, [max_expansions = 2], Result).

test(ladder_option_equals_successor, Result == ladder([cold, cord, card, ward, warm])) :-
    use_default_lexicon,
    ladder(cold, warm, [successor = scan], Result).

test(ladder_option_equals_unknown, error(domain_error(ladder_option, colour = red))) :-
    ladder(cold, warm, [colour = red], _).

:- end_tests(modes_and_entry_errors).

% A bad max_expansions is refused even when no
% search runs (no ladder, decided from the components; or Start ==
% Goal), as the @error of ladder/4 says; it is checked before any
% search, so these do not answer none, [zz], [ab].
:- begin_tests(bad_limit_without_search).

test(no_ladder, error(type_error(nonneg, foo))) :-
    use_words([ab,zz]),
    ladder(ab, zz, [max_expansions(foo)], _).

test(same_word, error(type_error(nonneg, -1))) :-
    use_words([ab,zz]),
    ladder(zz, zz, [max_expansions(-1)], _).

test(start_outside_lexicon_no_neighbour, error(type_error(nonneg, 1.5))) :-
    use_words([ab,zz]),
    ladder(qq, zz, [max_expansions(1.5)], _).

:- end_tests(bad_limit_without_search).


/*  Every det predicate leaves no choicepoint, and every semidet one none
    when it succeeds, in typical and edge uses (a start outside the
    lexicon, a word to itself, no ladder, a limit reached, a length no
    word has): run under call_cleanup/2, whose cleanup runs at once
    when the goal is done.
*/

:- begin_tests(determinism).

%   det_outcome(+Goal, -Outcome): Outcome is det, choicepoint or failed.

det_outcome(Goal, Outcome) :-
    (   call_cleanup(Goal, Det = true),
        (   Det == true
        ->  Outcome = det
        ;   Outcome = choicepoint
        )
    ->  true
    ;   Outcome = failed
    ).

not_det(Goals, Wrong) :-
    findall(Goal-Outcome,
            ( member(Goal, Goals),
              det_outcome(Goal, Outcome),
              Outcome \== det
            ),
            Wrong).

test(default_lexicon, Wrong == []) :-
    use_default_lexicon,
    not_det([ lexicon_source(_), default_max_size(_), max_word_length(_),
              ensure_length(4), ensure_length(0), ensure_length(99),
              normalize_word('Cold', _), normalize_word("co", _),
              normalize_word(`Co`, _), normalize_word([c, o], _),
              normalize_word('ΑΣΒ', _),
              query_word(cold, _), query_word("Cold", _), query_word(zzzz, _),
              neighbours(spur, _), neighbours(zzzq, _), neighbours('', _),
              branching(3, _), branching(0, _), branching(60, _),
              h(cold, warm, _), h(cold, zzzz, _), h(ab, abc, _), h('', abc, _),
              with_goal(warm, h(cold, _)),
              ensure_components(4), ensure_components(0),
              component_id(cold, _), connected(cold, warm), connected(cqld, cold),
              component(cold, _), component("Cold", _),
              components(3, _), components(0, _),
              ladder_distance(ape, man, _), ladder_distance(cold, cold, _),
              ladder_distance(cqld, cold, _),
              ladder_dag(cold, warm, _), ladder_dag(cold, cold, _),
              ladder_dag(cqld, cold, _),
              ladder_count(cold, warm, _), ladder_count(cold, cold, _),
              ladder_count(cold, ab, _), ladder_count(aha, ape, _),
              friendly_ladder(cold, warm, _), friendly_ladder(cold, cold, _),
              friendly_ladder(cqld, cold, _),
              all_ladders(cold, warm, _), all_ladders(cold, ab, _),
              all_ladders(aha, ape, _),
              astar(cold, warm, s, h(warm), _), astar(cold, cold, s, h(cold), _),
              astar(cold, warm, s, h(warm), _, [max_expansions(1)]),
              astar(aha, ape, s, h(ape), _),
              weaver(cold, warm, _), weaver(cold, cold, _),
              weaver("Cold", 'WARM', _), weaver(cqld, cold, _),
              ladder_length(cold, warm, _), ladder_length(cold, ab, _),
              ladder_length(aha, ape, _),
              ladder_lengths([cold-warm, ape-man, aha-ape], _), ladder_lengths([], _),
              ladder(cold, warm, [max_expansions = inf], _),
              ladder(cold, warm, [successor(graph)], _),
              ladder(cold, warm, [max_expansions(2)], _),
              ladder(aha, ape, [], _), ladder(cold, ab, [], _),
              ladder(cqld, warm, [successor(scan)], _)
            ], Wrong).

test(changing_the_lexicon, Wrong == []) :-
    fixture('sized.txt', Sized),
    not_det([ use_words([hot, dot, dog, lot, log, cog]),
              use_words(["Hot", dot]),
              use_words([]),
              word_file_entries(Sized, [], _),
              word_file_entries(Sized, [normalized(true)], _),
              load_words(Sized),
              use_default_lexicon(95),
              use_default_lexicon
            ], Wrong).

:- end_tests(determinism).

% The entry predicates a program calls (wordlog's Python side), one a
% question, the answer plain data.
:- begin_tests(entry_for_a_program, [setup(use_words([hot, dot, dog, lot, log, cog]))]).

test(ladder, Answer == [hit, hot, dot, dog, cog]) :-
    ladder_answer(hit, cog, inf, graph, Answer).

test(ladder_scan, Length == 5) :-
    ladder_answer(hit, cog, inf, scan, Answer),
    length(Answer, Length).

test(none, Answer == []) :-
    ladder_answer(hit, cat, inf, graph, Answer).

test(limit, Answer == limit) :-
    ladder_answer(hit, cog, 1, graph, Answer).

test(lengths, Lengths == [5, 2, 0]) :-
    ladder_lengths_answer([[hit, cog], [hot, dot], [hit, xyz]], inf, graph, Lengths).

test(lengths_limit, Lengths == [limit, 0]) :-
    ladder_lengths_answer([[hit, cog], [hit, xyz]], 1, graph, Lengths).

:- end_tests(entry_for_a_program).

% wordlog's modules carry the prefix wordlog_ (the toolbox's, wordlog.pl,
% is wordlog), so a user's own modules named after its files (graph,
% lexicon, ...) load beside it.
:- begin_tests(module_names).

test(a_users_graph_module_beside_wordlog, Ladder == [hot, dot]) :-
    tmp_file_stream(text, File, Out),
    format(Out, ":- module(graph, [edge/2]).~nedge(a, b).~n", []),
    close(Out),
    setup_call_cleanup(true,
                       ( load_files(File, [if(true)]),
                         graph:edge(a, b) ),
                       delete_file(File)),
    use_words([hot, dot]),
    weaver(hot, dot, Ladder).

test(every_module_prefixed, Plain == []) :-
    module_property(wordlog_weaver, file(Weaver)),
    file_directory_name(Weaver, Dir),
    findall(M, ( module_property(M, file(F)),
                 file_directory_name(F, Dir),
                 M \== wordlog,
                 \+ sub_atom(M, 0, _, _, wordlog_) ), Plain).

:- end_tests(module_names).
