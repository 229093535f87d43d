:- module(wordlog_bridge,
          [ bridge_call/4,              % +Text, +Seconds, +Inferences, -Json
            bridge_run/4                % +Text, +Seconds, +Inferences, -Json
          ]).
:- use_module(library(apply)).
:- use_module(library(time)).
:- use_module(lexicon, [trusting_words/1, use_length_words/2]).
:- use_module(graph, [ensure_components/1]).
% The goals Python sends run in module user; the library predicates they
% call are imported there, not autoloaded by a question (see
% lexicon.pl: an autoload cut short by a limit leaves the predicate
% undefined for good).
:- use_module(user:library(lists), [member/2]).
:- use_module(user:library(solution_sequences), [limit/2]).


/** <module> The entry points Python calls

Python (wordlog/prolog/bridge.py) asks each question of a ladder, the
word graph or Boggle through bridge_call/4: one call of one exported
predicate, its arguments written by Python (atoms quoted and escaped,
numbers, lists), its last argument the answer. It runs under a time
limit and an inference limit, and its one answer comes back as one JSON
text, which Python reads with one call of json.loads. bridge_run/4 runs
any goal and gives back all its answers (Python's wordlog.prolog.solve).

==
?- bridge_call("question([], atom_length(abc, _))", 10, 100000, Json).
Json = '["true",3]'.
?- bridge_run("member(X, [a, 1])", 10, 100000, Json).
Json = '["none",["X"],[["a"],[1]]]'.
==
*/

%!  bridge_call(+Text, +Seconds, +Inferences, -Json:atom) is det.
%
%   Read `question(Lengths, Goal)` from Text, Goal a call of a predicate
%   whose last argument is its answer. Make the word graph of each of
%   Lengths (ensure_components/1; an element L-File first makes the
%   words of File the bundled lexicon's of L letters, use_length_words/2)
%   within max(Seconds, 600) seconds, so
%   that a short limit bounds the question rather than the one-off
%   making of its tables; then call Goal once (in module user) within
%   Seconds and Inferences, its words trusted (trusting_words/1: they
%   are words the caller's own rule admitted), and describe the outcome
%   in Json:
%
%     - `["true", Answer]`: Goal succeeded, Answer as bridge_run/4
%       writes a value;
%     - `["false"]`: Goal failed;
%     - otherwise as bridge_run/4: `["time"]`, `["inferences"]`,
%       `["word", Text, Message]`, `["memory", Message]` or
%       `["error", Message]`.

bridge_call(Text, Seconds, Inferences, Json) :-
    catch(( term_string(question(Lengths, Goal), Text),
            tables(Lengths, Seconds),
            functor(Goal, _, Arity),
            arg(Arity, Goal, Answer),
            call_with_time_limit(
                Seconds,
                (   call_with_inference_limit(trusting_words(user:Goal),
                                              Inferences, Limit)
                ->  true
                ;   Limit = false
                )) ),
          Error, true),
    call_outcome(Error, Limit, Answer, Out),
    phrase(json(Out), Pieces),
    atomic_list_concat(Pieces, Json).

%   tables(+Lengths, +Seconds): the word graph of each of Lengths is
%   built: found at once when it is (a few inferences each, probed under
%   an inference limit, which costs less than an alarm), else built
%   within max(Seconds, 600) seconds, after the words of each L-File
%   are stored. A build cut short leaves nothing (lexicon.pl stores a
%   length in one transaction, graph.pl publishes a graph in one step).

tables(Lengths, _) :-
    maplist(integer, Lengths),                  % no words handed over
    call_with_inference_limit(maplist(ensure_components, Lengths), 1000, Probe),
    Probe \== inference_limit_exceeded,
    !.
tables(Lengths, Seconds) :-
    TableSeconds is max(Seconds, 600),
    call_with_time_limit(TableSeconds, maplist(length_tables, Lengths)).

length_tables(L-File) :-
    !,
    use_length_words(L, File),
    ensure_components(L).
length_tables(L) :-
    ensure_components(L).

call_outcome(Error, Limit, Answer, Out) :-
    var(Error),
    !,
    (   Limit == inference_limit_exceeded
    ->  Out = [inferences]
    ;   Limit == false
    ->  Out = [false]
    ;   Out = [true, Answer]
    ).
call_outcome(Error, _, _, Out) :-
    outcome(Error, _, _, _, Out).

%!  bridge_run(+Text, +Seconds, +Inferences, -Json:atom) is det.
%
%   Read a goal from Text, find all its answers (in module user) within
%   Seconds and Inferences, and describe the outcome in Json, an array
%   whose first element says what happened:
%
%     - `["none", Names, Answers]`: Names lists the goal's named
%       variables (not those starting with `_`), Answers holds, for each
%       answer, their values: integers and floats (NaN and the
%       infinities as `null`), atoms and strings as JSON strings, lists
%       as arrays, an unbound variable as `null`, any other term as its
%       quoted text;
%     - `["time"]` or `["inferences"]`: that limit was reached first;
%     - `["word", Text, Message]`: Prolog did not read Text as a word
%       (domain_error(word, Text));
%     - `["memory", Message]` or `["error", Message]`: Prolog's message
%       for the error (a syntax error in Text included).

bridge_run(Text, Seconds, Inferences, Json) :-
    catch(( term_string(Goal, Text, [variable_names(Bindings0)]),
            exclude(hidden, Bindings0, Bindings),
            maplist(binding, Bindings, Names, Vars),
            call_with_time_limit(
                Seconds,
                call_with_inference_limit(findall(Vars, user:Goal, Answers),
                                          Inferences, Limit)) ),
          Error, true),
    outcome(Error, Limit, Names, Answers, Out),
    phrase(json(Out), Pieces),
    atomic_list_concat(Pieces, Json).

hidden(Name = _) :-
    sub_atom(Name, 0, 1, _, '_').

binding(Name = Var, Name, Var).

outcome(Error, inference_limit_exceeded, _, _, [inferences]) :-
    var(Error),
    !.
outcome(Error, _, Names, Answers, [none, Names, Answers]) :-
    var(Error),
    !.
outcome(time_limit_exceeded, _, _, _, [time]) :-
    !.
outcome(Error, _, _, _, [word, Text, Message]) :-
    Error = error(domain_error(word, Text), _),
    atom(Text),
    !,
    message_text(Error, Message).
outcome(Error, _, _, _, [Kind, Message]) :-
    (   Error = error(resource_error(_), _)
    ->  Kind = memory
    ;   Kind = error
    ),
    message_text(Error, Message).

message_text(Error, Message) :-
    '$messages':translate_message(Error, Lines, []),
    with_output_to(string(Message),
                   print_message_lines(current_output, '', Lines)).


                 /*******************************
                 *             JSON             *
                 *******************************/

%   json(+Value)// gives the atomic pieces of Value's JSON text, joined
%   once by atomic_list_concat/2 (a stream written a token at a time
%   takes longer than most ladder searches).

json(V) -->
    { var(V) },
    !,
    [null].
json(V) -->
    { integer(V) },
    !,
    [V].
json(V) -->
    { float(V) },
    !,
    (   { V =:= V, abs(V) =\= inf }
    ->  [V]
    ;   [null]                              % NaN and infinities: no JSON
    ).
json([]) -->
    !,
    ['[]'].
json(Atoms) -->                             % a ladder: its atoms checked at once
    { is_list(Atoms),
      plain_atoms(Atoms),
      atomic_list_concat(Atoms, ' ', Spaced),
      plain_text(Spaced),
      atomic_list_concat(Atoms, '","', Joined)
    },
    !,
    ['["', Joined, '"]'].
json([H|T]) -->
    { is_list(T) },
    !,
    ['['],
    json(H),
    json_elements(T),
    [']'].
json(V) -->
    { atom(V) ; string(V) },
    !,
    json_string(V).
json(V) -->
    { term_string(V, S, [quoted(true)]) },
    json_string(S).

json_elements([]) -->
    [].
json_elements([H|T]) -->
    [','],
    json(H),
    json_elements(T).

%   json_string(+Text)// quotes Text, escaping `"`, `\` and the control
%   characters as \uXXXX; the rest goes as it is (UTF-8 on the way out).
%   A text without any of those (every word) goes as it is
%   (plain_text/1); the atoms of a list of them (a ladder) are checked
%   in one text and joined at once.

json_string(Text) -->
    { plain_text(Text) },
    !,
    ['"', Text, '"'].
json_string(Text) -->
    { atom_codes(Text, Codes),
      foldl(json_char, Codes, Pieces, [])
    },
    ['"'],
    Pieces,
    ['"'].

%   plain_text(+Text): Text holds none of the characters json_string//1
%   escapes (one call of split_string/4, and one for NUL, which it does
%   not see as a character).

plain_text(Text) :-
    special_characters(Special),
    split_string(Text, Special, "", [_]),
    \+ sub_string(Text, _, _, _, "\x0\").

plain_atoms([]).
plain_atoms([A|As]) :-
    atom(A),
    plain_atoms(As).

special_characters("\"\\\x1\\x2\\x3\\x4\\x5\\x6\\x7\\x8\\x9\\xa\\xb\\xc\\xd\\xe\\xf\\x10\\x11\\x12\\x13\\x14\\x15\\x16\\x17\\x18\\x19\\x1a\\x1b\\x1c\\x1d\\x1e\\x1f\").       % " \\ and the codes 1-31

json_char(C, [Piece|Pieces], Pieces) :-
    (   C >= 0'\s,
        C =\= 0'",
        C =\= 0'\\
    ->  char_code(Piece, C)
    ;   format(atom(Piece), '\\u~|~`0t~16r~4+', [C])
    ).
