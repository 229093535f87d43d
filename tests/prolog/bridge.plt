/*  Tests of the entry point Python calls: prolog/bridge.pl.

    Run: swipl --on-error=status --on-warning=status -g run_tests -t halt tests/prolog/bridge.plt

    Each test checks the exact JSON text bridge_run/4 gives back (an
    atom), as Python's json.loads will read it.
*/

:- use_module(library(plunit)).
:- use_module('../../prolog/bridge').
:- use_module('../../prolog/lexicon', []).    % for a word error

%   run(+Text, -Json) with limits no test reaches.

run(Text, Json) :-
    bridge_run(Text, 60, 10000000, Json).

:- begin_tests(bridge).

test(answers, Json == '["none",["X","Y"],[[1,"a"],[2,"b"]]]') :-
    run("member(X-Y, [1-a, 2-b])", Json).

test(no_answer, Json == '["none",["X"],[]]') :-
    run("member(X, [])", Json).

% Words that are JSON keywords stay words; lists nest; an unbound
% variable is null; other terms are their quoted text.
test(values, Json == '["none",["X","U","T"],[[["true","null",[]],null,"f(\'a b\')"]]]') :-
    run("X = [true, null, []], U = _, T = f('a b')", Json).

% A rational is no JSON number: it comes as its text, so the whole
% stays JSON (never 1r3, bare).
test(rational, Json == '["none",["X","Y"],[["1r3",3]]]') :-
    run("X is 1 rdiv 3, Y is 6 rdiv 2", Json).

% Quotes, backslashes and control characters are escaped; other
% characters go out as they are.
test(escapes, Json == '["none",["X"],[["a\\u0022b\\u005cc\\u000ad\u00fc"]]]') :-
    format(string(Goal), "X = ~q", ["a\"b\\c\nd\u00fc"]),
    run(Goal, Json).

test(hidden_variables, Json == '["none",["X"],[[1]]]') :-
    run("_Y = 2, X = 1", Json).

test(error, Json == '["error","atom_length/2: Arguments are not sufficiently instantiated\\u000a"]') :-
    run("atom_length(_, _)", Json).

% A text Prolog does not read as a word is named, so that Python can
% say which, with Prolog's message and the reason in it (the test
% checked only the name).
test(not_a_word, Json == '["word","c4t","normalize_word/2: Domain error: `word\' expected, found `c4t\' (\'4\' is not a letter)\\u000a"]') :-
    run("wordlog_lexicon:normalize_word(c4t, W)", Json).

% A goal Prolog cannot read is an error whose text says where (the test
% checked only the kind).
test(syntax_error, Json == '["error","Syntax error: Unexpected end of clause\\u000afoo(\\u000a** here **\\u000a . \\u000a"]') :-
    run("foo(", Json).

test(inference_limit, Json == '["inferences"]') :-
    bridge_run("repeat, fail", 60, 10000, Json).

test(time_limit, Json == '["time"]') :-
    bridge_run("repeat, fail", 0.05, 10000000000, Json).

:- end_tests(bridge).

% A float that JSON has no number for (NaN, the two
% infinities) is written null, so the whole answer stays JSON that
% Python's json.loads reads; written as Prolog prints it (1.0Inf,
% 1.5NaN) the answer would be no JSON at all.
:- begin_tests(json_floats).

test(finite_float, Json == '["none",["X"],[[2.5]]]') :-
    run("X is 5 / 2.0", Json).

test(nan_and_infinities_are_null,
     Json == '["none",["X","Y","Z"],[[null,null,null]]]') :-
    run("X is inf, Y is -inf, Z is nan", Json).

:- end_tests(json_floats).

% bridge_run/4 is det whatever the goal gives: answers, none, an error,
% a word error, a limit.
:- begin_tests(determinism).

test(every_outcome, Left == []) :-
    findall(Text,
            ( member(Text, ["member(X, [a, 1])", "member(X, [])", "foo(",
                            "wordlog_lexicon:normalize_word(c4t, W)", "repeat, fail"]),
              \+ ( call_cleanup(bridge_run(Text, 60, 100000, _), Det = true),
                   Det == true )              % failed, or left a choicepoint
            ),
            Left).

:- end_tests(determinism).

% bridge_call/4: one question, one answer (its predicate's last
% argument), or false; limits and errors as bridge_run/4 reports them.
:- user:use_module('../../prolog/weaver').  % the questions' predicates, as Python loads them

:- begin_tests(bridge_call).

call_text(Text, Json) :-
    bridge_call(Text, 60, 10000000, Json).

test(answer, Json == '["true",3]') :-
    call_text("question([], atom_length(abc, _))", Json).

test(list_answer, Json == '["true",["b","c"]]') :-
    call_text("question([], atom_chars(bc, _))", Json).

test(failed, Json == '["false"]') :-
    call_text("question([], sub_atom(abc, 9, 1, 0, _))", Json).

test(error, Json == '["error","atom_length/2: Arguments are not sufficiently instantiated\\u000a"]') :-
    call_text("question([], atom_length(_, _))", Json).

test(inferences, Json == '["inferences"]') :-
    bridge_call("question([], numlist(1, 1000000, _))", 60, 1000, Json).

test(time, Json == '["time"]') :-
    bridge_call("question([], (repeat, fail, _))", 0.05, 10000000000, Json).

% The words of a question are trusted: a start the plain rule cannot
% read (U+1D400, a letter of Unicode 3.1 SWI-Prolog's tables lack) is
% taken as it is, as the words Python's rule admitted are.
test(trusted_words, Json == '["true",["c\U0001D400t","cat"]]') :-
    wordlog_lexicon:use_words([cat, cot, dot]),
    call_text("question([3], ladder_answer('c\\x1D400\\t', cat, inf, graph, _))", Json).

test(untrusted_outside, error(domain_error(word, _), _)) :-
    wordlog_lexicon:use_words([cat, cot, dot]),
    wordlog_weaver:ladder('c\U0001D400t', cat, [], _).

test(builds_the_tables, Built == true) :-
    wordlog_lexicon:use_words([cat, cot, dot]),
    call_text("question([3], atom_length(cat, _))", _),
    (   atom_concat(wordlog_graph_, 3, Key),
        nb_current(Key, _)
    ->  Built = true
    ;   Built = false
    ).

:- end_tests(bridge_call).

% A Boggle board's dice are trusted as its words are: a letter the plain
% rule cannot read (U+1D400) is a die.
:- begin_tests(bridge_call_boggle).

:- user:use_module('../../prolog/boggle').

test(trusted_die, Json == '["true",["c\U0001D400t"]]') :-
    boggle_clear_words,
    boggle_add_words(['c\U0001D400t']),
    bridge_call("question([], boggle_words([[c,'\\x1D400\\'],[t,e]], 3, _))", 60, 10000000, Json).

test(untrusted_die, error(domain_error(die, _), _)) :-
    boggle_words([[c, '\U0001D400'], [t, e]], 3, _).

:- end_tests(bridge_call_boggle).

% A list of atoms (a ladder) is written in one piece, as each would be.
:- begin_tests(json_atom_lists).

test(plain, Json == '["none",["X"],[[["cold","cord","card"]]]]') :-
    run("X = [cold, cord, card]", Json).

test(escaped, Json == '["none",["X"],[[["a","b\\u0022c","d e"]]]]') :-
    run("X = [a, 'b\\\"c', 'd e']", Json).

test(partial_stays_partial, true(var(Tail))) :-
    wordlog_bridge:json([a|Tail], _, []).

:- end_tests(json_atom_lists).
