:- module(wordlog_word_rule,
          [ normalize_word/2,           % +Text, -Word
            text_word/3,                % +Text, -Word, -Fault
            must_be_atom_or_string/1,   % @Text
            max_word_length/1           % -Max
          ]).
:- use_module(library(error)).
:- use_module(library(unicode), [unicode_property/2]).

/** <module> The word rule: what a person may give as a word

*A word is 1 to 100 letters, taken in lower case*, for the words a
person types at the top level or lists in a file: `Cold` is read as
`cold`; a digit, a space or a combining mark (a word in NFD) is refused
with a message naming it. A letter is an ASCII letter or a character of
a letter's Unicode category (Lu, Ll, Lt, Lm, Lo), lowered by its
Unicode mapping, by SWI-Prolog's own tables (library(unicode), Unicode
5.0's), not the C library's: a word reads the same in any locale, the C
locale included, and the process's locale is left as it is. wordlog's
Python side hands Prolog the words its own rule admitted, taken as they
are (query_word/2, load_words/2 with normalized(true)).
*/

%!  max_word_length(-Max) is det.
%
%   The most letters a word may have: 100, as Python's rule says.

max_word_length(100).

%!  normalize_word(+Text, -Word) is det.
%
%   Word is Text (an atom, a string, a list of characters or codes) in
%   lower case, as an atom, if that is a word by the word rule.
%
%   @error domain_error(word, Text), the context message saying why: `it
%          is empty`, `'4' is not a letter`, `it has 101 characters; a
%          word has at most 100`; type_error(text, Text).

normalize_word(Text, Word) :-
    must_be(text, Text),
    text_word(Text, Word0, Fault),
    (   var(Fault)
    ->  Word = Word0
    ;   throw(error(domain_error(word, Text), context(normalize_word/2, Fault)))
    ).

%!  text_word(+Text, -Word, -Fault) is det.
%
%   The word rule: Word is Text in lower case, and Fault is unbound if
%   Text is 1 to 100 letters, else a string saying why it is no word.

text_word(Text, Word, Fault) :-
    text_to_string(Text, String),
    string_codes(String, Codes),
    length(Codes, N),
    max_word_length(Max),
    (   N =:= 0
    ->  Fault = "it is empty", Word = ''
    ;   N > Max
    ->  format(string(Fault), "it has ~D characters; a word has at most ~d", [N, Max]),
        atom_string(Word, String)
    ;   lower_letters(Codes, Lower, Fault),
        atom_codes(Word, Lower)
    ).

lower_letters([], [], _).
lower_letters([C|Cs], [L|Ls], Fault) :-
    (   lower_letter(C, L)
    ->  lower_letters(Cs, Ls, Fault)
    ;   char_fault(C, Fault),
        Ls = Cs,
        L = C
    ).

lower_letter(C, L) :-
    C < 128,
    !,
    (   C >= 0'a, C =< 0'z
    ->  L = C
    ;   C >= 0'A, C =< 0'Z
    ->  L is C + 0'a - 0'A
    ).
lower_letter(C, L) :-
    unicode_property(C, category(Category)),
    letter_category(Category),
    (   unicode_property(C, lowercase_mapping(L0))
    ->  L = L0
    ;   \+ upper_category(Category),
        L = C
    ).

letter_category('Lu').
letter_category('Ll').
letter_category('Lt').
letter_category('Lm').
letter_category('Lo').

upper_category('Lu').
upper_category('Lt').

char_fault(C, Fault) :-
    (   C >= 128,
        unicode_property(C, category(Category)),
        upper_category(Category)
    ->  format(string(Fault), "'~c' has no lower case", [C])
    ;   code_type(C, space)
    ->  Fault = "a space is not a letter"
    ;   C =:= 0''
    ->  Fault = "\"'\" is not a letter"
    ;   C < 128,
        code_type(C, graph)
    ->  format(string(Fault), "'~c' is not a letter", [C])
    ;   format(string(Fault), "U+~|~`0t~16R~4+ is not a letter", [C])
    ).

%!  must_be_atom_or_string(@Text) is det.
%
%   @error type_error(text, Text) unless Text is an atom or a string.

must_be_atom_or_string(Text) :-
    (   ( atom(Text) ; string(Text) )
    ->  true
    ;   must_be(nonvar, Text),
        type_error(text, Text)
    ).
