:- module(graph,
          [ ensure_components/1,        % +Length
            component_id/2,             % +Word, -Id
            connected/2,                % +Start, +Goal
            isolated/1,                 % ?Word
            component/2,                % +Word, -Members
            components/2,               % +Length, -Components
            ladder_distance/3           % +Start, +Goal, -Steps
          ]).
:- use_module(lexicon,
              [ length_word/2, lexicon_length/1, lexicon_word/1,
                query_word/2
              ]).
:- use_module(buckets, [ensure_buckets/1]).
:- use_module(successor, [s/3]).
:- use_module(heuristic, [h/3]).
:- use_module(astar, [astar/6]).
:- use_module(library(error)).
:- use_module(library(lists)).

/** <module> The word graph: components and distances

The lexicon words of one length are the vertices of a graph whose edges
join words one letter apart (s/3). A ladder exists between two words
exactly when they lie in the same *connected component*, so the
components answer "is there a ladder?" without any search.

The components of length L are computed once, by flood fill over the
buckets, the first time L is used, and dropped when the lexicon changes.
Each component is named by its *Id*: its alphabetically first word.

A word outside the lexicon is not a vertex, but a ladder may start from
it: its first step enters the component of one of its neighbours, so
its possible goals are the union of its neighbours' components
(connected/2).
*/

:- dynamic
    component_of_/2,                % component_of_(Word, Id)
    members_/2,                     % members_(Id, SortedMembers)
    built_/1.                       % built_(Length)

%!  ensure_components(+Length) is det.
%
%   Make sure the components of the words of Length letters are known.
%   They are found in one transaction, all or none, so a question cut
%   short (by a time or inference limit) leaves no component half
%   labelled.

ensure_components(L) :-
    integer(L),                         % checked on the way to building
    built_(L),
    !.
ensure_components(L) :-
    must_be(nonneg, L),
    ensure_buckets(L),
    transaction(( forall(length_word(L, Word), label(Word)),
                  assertz(built_(L))
                )).

%   label(+Word) gives Word's component an Id unless it has one. Words
%   are labelled alphabetically, so the first word of a component met
%   is its alphabetically first member.

label(Word) :-
    component_of_(Word, _),
    !.
label(Word) :-
    assertz(component_of_(Word, Word)),
    flood([Word], Word, [Word], Members),
    msort(Members, Sorted),
    assertz(members_(Word, Sorted)).

flood([], _, Members, Members).
flood([Word|Todo0], Id, Members0, Members) :-
    findall(Next, ( s(Word, Next, _), \+ component_of_(Next, _) ), New),
    forall(member(Next, New), assertz(component_of_(Next, Id))),
    append(New, Todo0, Todo),
    append(New, Members0, Members1),
    flood(Todo, Id, Members1, Members).

%!  component_id(+Word, -Id) is semidet.
%
%   Id is the alphabetically first word of the component of Word, a
%   lexicon word. Fails for a word outside the lexicon.

component_id(Word, Id) :-
    atom_length(Word, L),
    ensure_components(L),
    component_of_(Word, Id).

%!  connected(+Start, +Goal) is semidet.
%
%   A ladder leads from Start to Goal: Goal is a lexicon word of the same
%   length, and either Start is a lexicon word of Goal's component or
%   Start (outside the lexicon) has a neighbour in it. Decided from the
%   components, without search. Start and Goal are normalized words.

connected(Start, Goal) :-
    atom_length(Start, L),
    atom_length(Goal, L),
    component_id(Goal, Id),
    (   component_of_(Start, StartId)
    ->  StartId == Id
    ;   once(( s(Start, Next, _), component_of_(Next, Id) ))
    ).

%!  component(+Word, -Members:list) is semidet.
%
%   Members is the sorted list of the words in the component of Word, a
%   lexicon word (fails for other words).
%
%   @error instantiation_error if Word is unbound; type_error(text, T)
%          for one that is not text; domain_error(word, T) for one that
%          is not a word (query_word/2).

component(Text, Members) :-
    query_word(Text, Word),
    component_id(Word, Id),
    members_(Id, Members).

%!  components(+Length, -Components:list(list)) is det.
%
%   Components is the list of the components of the words of Length
%   letters, each a sorted list of words, ordered by their first word.

components(L, Components) :-
    must_be(nonneg, L),
    ensure_components(L),
    findall(Members, ( length_word(L, Word), members_(Word, Members) ),
            Components).

%!  isolated(?Word) is nondet.
%
%   Word is a lexicon word with no successor: no lexicon word is one
%   letter away. A bound Word is read first (query_word/2), as
%   component/2 does. With Word unbound, enumerates by length and then
%   alphabetically (for the bundled lexicon this reads every length).
%
%   @error type_error(text, T) for a bound Word that is not text;
%          domain_error(word, T) for one that is not a word (query_word/2).

isolated(Text) :-
    nonvar(Text),
    !,
    query_word(Text, Word),
    lexicon_word(Word),
    component_id(Word, Word),
    members_(Word, [Word]).
isolated(Word) :-
    var(Word),
    lexicon_length(L),
    ensure_components(L),
    length_word(L, Word),
    members_(Word, [Word]).

%!  ladder_distance(+Start, +Goal, -Steps:nonneg) is semidet.
%
%   Steps is the least number of one-letter changes from Start to Goal,
%   each giving a lexicon word (0 when Start == Goal). Fails when there
%   is no ladder; Goal must be a lexicon word, Start need not be.
%
%   @error instantiation_error if Start or Goal is unbound;
%          type_error(text, T) for one that is not text;
%          domain_error(word, T) for one that is not a word
%          (query_word/2).

ladder_distance(StartText, GoalText, Steps) :-
    query_word(StartText, Start),
    query_word(GoalText, Goal),
    connected(Start, Goal),
    (   Start == Goal
    ->  Steps = 0
    ;   astar(Start, Goal, s, h(Goal), path(_, Steps), [max_expansions(inf)])
    ).

lexicon:lexicon_changed :-
    retractall(component_of_(_, _)),
    retractall(members_(_, _)),
    retractall(built_(_)).
