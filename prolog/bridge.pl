:- module(bridge,
          [ bridge_run/4                % +Text, +Seconds, +Inferences, -Json
          ]).
:- use_module(library(apply)).
:- use_module(library(time)).
% The goals Python sends run in module user; the library predicates they
% call are imported there now, not autoloaded by a question (see
% lexicon.pl: an autoload cut short by a limit leaves the predicate
% undefined for good).
:- use_module(user:library(lists), [member/2]).
:- use_module(user:library(solution_sequences), [limit/2]).


/** <module> The one entry point Python calls

Python (wordlog/prolog.py) asks every question through bridge_run/4:
the goal comes as text and is read here, so its variables keep their
names; it runs under a time limit and an inference limit; and all its
answers come back as one JSON text. Python then converts one string,
where converting each answer term by term through pyswip took longer
than most ladder searches.

==
?- bridge_run("member(X, [a, 1])", 10, 100000, Json).
Json = "{\"kind\":\"none\",\"names\":[\"X\"],\"answers\":[[\"a\"],[1]]}".
==
*/

%!  bridge_run(+Text, +Seconds, +Inferences, -Json) is det.
%
%   Read a goal from Text, find all its answers (in module user) within
%   Seconds and Inferences, and describe the outcome in Json, an object
%   whose `kind` is one of
%
%     - `none`: `names` lists the goal's named variables and `answers`
%       holds, for each answer, their values (as JSON below says);
%     - `time` or `inferences`: the limit was reached first;
%     - `word`: Prolog did not read a text as a word (domain_error(word,
%       Text)); `word` is the text, `text` Prolog's message;
%     - `memory` or `error`: `text` is Prolog's message for the error
%       (a syntax error in Text included).

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
    with_output_to(string(Json), json(Out)).

%   Variables whose names start with `_` are the goal's own business.

hidden(Name = _) :-
    sub_atom(Name, 0, 1, _, '_').

binding(Name = Var, Name, Var).

outcome(Error, inference_limit_exceeded, _, _, [kind-inferences]) :-
    var(Error),
    !.
outcome(Error, _, Names, Answers, [kind-none, names-Names, answers-Answers]) :-
    var(Error),
    !.
outcome(time_limit_exceeded, _, _, _, [kind-time]) :-
    !.
outcome(Error, _, _, _, [kind-word, word-Text, text-Message]) :-
    Error = error(domain_error(word, Text), _),
    atom(Text),
    !,
    message_text(Error, Message).
outcome(Error, _, _, _, [kind-Kind, text-Message]) :-
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

%   json(+Pairs) writes an object of Key-Value pairs; json_value/1 a
%   value: integers and floats as they are (NaN and the infinities as
%   `null`), atoms and strings as JSON strings (so the words `true`,
%   `false` and `null` stay words), lists as arrays, an unbound variable
%   as `null`, and any other term as its text (quoted; a rational 1r3 is
%   the string "1r3"). Written here rather than with library(http/json),
%   which takes longer than a ladder search for a five-word answer.

json(Pairs) :-
    write('{'),
    foldl(json_member, Pairs, "", _),
    write('}').

json_member(Key-Value, Separator, ",") :-
    write(Separator),
    json_string(Key),
    write(:),
    json_value(Value).

json_value(V) :-
    var(V),
    !,
    write(null).
json_value(V) :-
    integer(V),
    !,
    write(V).
json_value(V) :-
    float(V),
    !,
    (   V =:= V,
        abs(V) =\= inf
    ->  write(V)
    ;   write(null)                         % NaN and infinities: no JSON
    ).
json_value(V) :-
    is_list(V),
    !,
    write('['),
    foldl(json_element, V, "", _),
    write(']').
json_value(V) :-
    (   atom(V)
    ;   string(V)
    ),
    !,
    json_string(V).
json_value(V) :-
    term_string(V, S, [quoted(true)]),
    json_string(S).

json_element(Value, Separator, ",") :-
    write(Separator),
    json_value(Value).

%   json_string(+Text) writes Text quoted, escaping `"`, `\` and the
%   control characters; the rest is written as it is (UTF-8 on the way
%   out of pyswip).

json_string(Text) :-
    atom_codes(Text, Codes),
    (   maplist(plain, Codes)
    ->  format('"~s"', [Codes])
    ;   write('"'),
        maplist(json_char, Codes),
        write('"')
    ).

plain(C) :-
    C >= 0'\s,
    C =\= 0'",
    C =\= 0'\\.

json_char(C) :-
    (   plain(C)
    ->  put_code(C)
    ;   format('\\u~|~`0t~16r~4+', [C])
    ).
