/*  Tests of the successor relation s/3 (prolog/weaver.pl) and the word graph's neighbours (prolog/graph.pl).

    Run: swipl --on-error=status --on-warning=status -g run_tests -t halt tests/prolog/successor.plt
*/

:- encoding(utf8).                      % its words hold letters outside ASCII, whatever the locale

:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(yall)).
:- use_module(library(random)).
:- use_module('../../prolog/wordlog').
:- include(ladder_cases).


:- begin_tests(successors).

same_neighbours(Word) :-
    findall(N, s(Word, N, 1), Ns0),
    findall(N, s_scan(Word, N, 1), Ss0),
    msort(Ns0, Ns),
    msort(Ss0, Ss),
    Ns == Ss.

test(default_sample) :-
    use_default_lexicon,
    findall(W, ( length_word(4, W), sub_atom(W, 0, 1, _, c) ), Words),
    assertion(Words \== []),
    forall(member(W, Words), assertion(same_neighbours(W))).

test(outside_lexicon) :-
    use_default_lexicon,
    forall(member(W, [zzzz, cqld, xyz, sorx]), assertion(same_neighbours(W))).

% A word is an atom: a string is a type_error, never read for its
% letters and then not recognised as itself (its own neighbour).
test(string_word, Errors == [neighbours, s, s_scan]) :-
    use_default_lexicon,
    findall(Name,
            ( member(Name-Goal, [ neighbours-neighbours("spur", _),
                                  s-s("spur", _, _),
                                  s_scan-s_scan("spur", _, _) ]),
              catch(Goal, error(type_error(atom, "spur"), _), Raised = true),
              Raised == true
            ),
            Errors).

% An unbound length is an error, also once some length is built (it is
% not bound to that length).
test(unbound_length, Errors == [ensure_components, branching]) :-
    use_default_lexicon,
    branching(4, _),
    ensure_components(4),
    findall(Name,
            ( member(Name-Goal, [ ensure_components-ensure_components(_),
                                  branching-branching(_, _) ]),
              catch(Goal, error(instantiation_error, _), Raised = true),
              Raised == true
            ),
            Errors).

test(no_negative_length, fail) :-
    use_default_lexicon,
    lexicon_length(-1).

test(unicode) :-
    fixture('unicode.txt', File),
    load_words(File),
    forall(member(W, [hund, mund, 'müde', 'niño', 'λόγος', 'mäde']),
           assertion(same_neighbours(W))).

test(hot, Ns == [dot, lot, hit]) :-
    use_words([hot,dot,dog,lot,log,cog,hit]),
    findall(N, s(hot, N, _), Ns).

test(hot_scan, Ns == [dot, hit, lot]) :-
    use_words([hot,dot,dog,lot,log,cog,hit]),
    findall(N, s_scan(hot, N, _), Ns).

test(neighbours, Nexts == [dot, lot, hit]) :-
    use_words([hot,dot,dog,lot,log,cog,hit]),
    neighbours(hot, Nexts).

test(neighbours_as_s) :-
    use_default_lexicon,
    forall(member(W, [cold, warm, spur, zzzz, cqld]),
           ( findall(N, s(W, N, 1), Nexts),
             assertion(neighbours(W, Nexts)) )).

test(neighbours_unbound, error(instantiation_error)) :-
    use_words([hot,dot]),
    neighbours(hot, _),
    neighbours(_, _).

% The instantiation_error of s/3 and s_scan/3, as their PlDoc lists it.
test(s_unbound, error(instantiation_error)) :-
    use_words([hot,dot]),
    s(_, dot, _).

test(s_scan_unbound, error(instantiation_error)) :-
    use_words([hot,dot]),
    s_scan(_, dot, _).

test(s_string, error(type_error(atom, "hot"))) :-
    use_words([hot,dot]),
    s("hot", _, _).

test(not_itself, fail) :-
    use_words([hot,dot]),
    s(hot, hot, _).

test(no_neighbours, fail) :-
    use_words([hot,dot]),
    s(abc, _, _).

:- end_tests(successors).
