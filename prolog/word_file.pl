:- module(wordlog_word_file,
          [ word_file_entries/3,        % +File, +Options, -Entries
            word_file/4,                % +File, +Options, -Path, -Entries
            read_trusted/3,             % +File, +Max, -Entries
            list_entries/2,             % +Texts, -Entries
            unique_words/2              % +Entries, -Words
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(pairs)).
:- use_module(word_rule, [text_word/3, must_be_atom_or_string/1]).

/** <module> Reading a word file

A word file holds a word a line, UTF-8, optionally a TAB and its size (a
whole number of 0 or more); blank lines, white space around a line and
`#` lines are passed over. A person's file is read by the word rule
(word_rule.pl), the first line that is no word named by its file and
number; a file a program wrote from words it checked is taken as it is.
*/

%!  word_file_entries(+File, +Options, -Entries:list(pair)) is det.
%
%   Entries holds a Word-Size pair for each word line of File, in file
%   order, Size `unknown` for a line without one: the one reader of word
%   files, load_words/2's and boggle.pl's. With normalized(true) (not
%   the default) the lines are taken as a program that checked them
%   wrote them (wordlog's Python side, often through `/dev/fd/N`).
%
%   @error existence_error(source_sink, File); domain_error(word_file,
%          File) for a directory; domain_error(word, Word) for a line
%          that is no word, type_error(integer, Line) for a bad size,
%          the message saying `File:Line: ...`; type_error(text, File).

word_file_entries(File, Options, Entries) :-
    word_file(File, Options, _, Entries).

%!  word_file(+File, +Options, -Path, -Entries) is det.
%
%   As word_file_entries/3, Path File's absolute name.

word_file(File, Options, Path, Entries) :-
    must_be_atom_or_string(File),
    must_be(list, Options),
    option(normalized(Normalized), Options, false),
    must_be(boolean, Normalized),
    (   exists_directory(File)
    ->  format(string(Msg), "~w: is a directory, not a word list", [File]),
        throw(error(domain_error(word_file, File),
                    context(word_file_entries/3, Msg)))
    ;   true
    ),
    absolute_file_name(File, Path, [access(read)]),
    file_text(Path, Text),
    (   Normalized == true
    ->  split_string(Text, "\n", "", Lines),
        trusted_entries(Lines, inf, Entries)
    ;   atomic_list_concat(Lines, '\n', Text),   % split_string/4 splits at a NUL too
        checked_entries(Lines, Path, 1, Entries)
    ).

file_text(Path, Text) :-
    setup_call_cleanup(open(Path, read, In, [encoding(utf8)]),
                       read_string(In, _, Text),
                       close(In)).

%!  read_trusted(+File, +Max, -Entries) is det.
%
%   Entries are the Word-Size pairs of the lines of File, a file a
%   program wrote (the bundled data), of size at most Max.

read_trusted(File, Max, Entries) :-
    file_text(File, Text),
    split_string(Text, "\n", "", Lines),
    trusted_entries(Lines, Max, Entries).

trusted_entries([], _, []).
trusted_entries([Line|Lines], Max, Entries) :-
    (   sub_string(Line, Before, 1, After, "\t")
    ->  (   sub_string(Line, _, After, 0, SizeText),
            number_string(Size, SizeText),
            Size =< Max
        ->  sub_atom(Line, 0, Before, _, Word),
            Entries = [Word-Size|Rest]
        ;   Entries = Rest
        )
    ;   Line == ""
    ->  Entries = Rest
    ;   atom_string(Word, Line),
        Entries = [Word-unknown|Rest]
    ),
    trusted_entries(Lines, Max, Rest).

checked_entries([], _, _, []).
checked_entries([Line0|Lines], Path, N, Entries) :-
    strip(Line0, Line),
    (   ( Line == "" ; sub_string(Line, 0, 1, _, "#") )
    ->  Entries = Rest
    ;   line_entry(Line, Path, N, Entry),
        Entries = [Entry|Rest]
    ),
    N1 is N + 1,
    checked_entries(Lines, Path, N1, Rest).

line_entry(Line, Path, N, Word-Size) :-
    (   sub_string(Line, Before, 1, After, "\t")
    ->  sub_string(Line, 0, Before, _, Text0),
        strip(Text0, Text),
        sub_string(Line, _, After, 0, SizeText0),
        strip(SizeText0, SizeText),
        line_size(SizeText, Line, Path, N, Size)
    ;   Text = Line,
        Size = unknown
    ),
    text_word(Text, Word, Fault),
    (   var(Fault)
    ->  true
    ;   format(string(Msg), "~w:~d: ~q is not a word: ~w", [Path, N, Line, Fault]),
        atom_string(Culprit, Text),
        throw(error(domain_error(word, Culprit), context(word_file_entries/3, Msg)))
    ).

%   strip(+Text, -Stripped): Text without spaces, TABs and CRs at either
%   end (split_string/4 would take a NUL for one of them).

strip(Text, Stripped) :-
    (   sub_atom(Text, _, _, _, '\x0\')
    ->  atom_codes(Text, Codes0),
        drop_pad(Codes0, Codes1),
        reverse(Codes1, Reversed0),
        drop_pad(Reversed0, Reversed),
        reverse(Reversed, Codes),
        string_codes(Stripped, Codes)
    ;   split_string(Text, "", " \t\r", [Stripped])
    ).

drop_pad([C|Cs], Rest) :-
    memberchk(C, `\s\t\r`),
    !,
    drop_pad(Cs, Rest).
drop_pad(Cs, Cs).

line_size(SizeText, _, _, _, Size) :-
    string_codes(SizeText, Codes),
    Codes \== [],
    forall(member(C, Codes), code_type(C, digit)),
    !,
    number_codes(Size, Codes).
line_size(SizeText, Line, Path, N, _) :-
    format(string(Msg), "~w:~d: ~q: the size ~q after the TAB is not a whole number of 0 or more",
           [Path, N, Line, SizeText]),
    throw(error(type_error(integer, Line), context(word_file_entries/3, Msg))).

%!  list_entries(+Texts:list, -Entries:list(pair)) is det.
%
%   Entries holds Word-unknown for each text (atom, string) of Texts.
%
%   @error domain_error(word, Text), the message naming its place.

list_entries(Texts, Entries) :-
    must_be(list, Texts),
    foldl(listed_entry, Texts, Entries, 1, _).

listed_entry(Text, Word-unknown, N, N1) :-
    must_be_atom_or_string(Text),
    text_word(Text, Word, Fault),
    (   var(Fault)
    ->  true
    ;   format(string(Msg), "word ~d of the list: ~q is not a word: ~w",
               [N, Text, Fault]),
        throw(error(domain_error(word, Text), context(use_words/1, Msg)))
    ),
    N1 is N + 1.

%!  unique_words(+Entries, -Words) is det.
%
%   Words holds the first Word-Size entry of each word of Entries, as
%   Length-(Word-Size), by length and then word.

unique_words(Entries, Words) :-
    sort(1, @=<, Entries, ByWord),              % stable: the first line first
    first_of_each(ByWord, Unique),
    map_list_to_pairs(entry_length, Unique, Keyed),
    keysort(Keyed, Words).

first_of_each([], []).
first_of_each([W-S|Es], [W-S|Us]) :-
    skip_word(Es, W, Rest),
    first_of_each(Rest, Us).

skip_word([W-_|Es], W, Rest) :-
    !,
    skip_word(Es, W, Rest).
skip_word(Es, _, Es).

entry_length(Word-_, L) :-
    atom_length(Word, L).
