:- module(wordlog_bundled,
          [ bundled_words/4,            % +Length, +MaxSize, +Offensive, -Entries
            bundled_lengths/1,          % -Lengths
            default_max_size/1          % -MaxSize
          ]).
:- use_module(library(apply)).
:- use_module(library(filesex), [directory_file_path/3]).
:- use_module(library(lists)).
:- use_module(library(readutil), [read_file_to_string/3]).
:- use_module(word_file, [read_trusted/3]).

/** <module> The bundled word lists

The bundled lexicon is English, from SCOWL: `data/scowl/L.txt` holds the
words of L letters, a line `word<TAB>size` each (10 = most common ... 95
= rarest); `data/offensive.txt` the words left out unless asked for. The
files are found beside this one, wherever the folder is (a pack, a
Python package); lexicon.pl reads a length the first time it needs it.
*/

%!  default_max_size(-MaxSize) is det.
%
%   60, the SCOWL size SCOWL's author recommends for spell checking.

default_max_size(60).

%!  bundled_words(+Length, +MaxSize, +Offensive, -Entries) is det.
%
%   Entries are the Word-Size pairs of the bundled words of Length
%   letters and size at most MaxSize, sorted, the offensive ones only
%   when Offensive is `true`.

bundled_words(L, Max, Offensive, Entries) :-
    data_file(scowl/L, File),
    (   exists_file(File)
    ->  read_trusted(File, Max, Entries0),
        sort(Entries0, Entries1),
        (   Offensive == true
        ->  Entries = Entries1
        ;   exclude(offensive_entry, Entries1, Entries)
        )
    ;   Entries = []
    ).

%!  bundled_lengths(-Lengths:list) is det.
%
%   Lengths are the word lengths of the bundled files, ascending.

bundled_lengths(Ls) :-
    data_file(scowl, Dir),
    directory_files(Dir, Files),
    findall(L, ( member(F, Files),
                 file_name_extension(Base, txt, F),
                 atom_number(Base, L)
               ), Ls0),
    sort(Ls0, Ls).

offensive_entry(Word-_) :-
    offensive_word(Word).

%   offensive_word(?Word): Word is in data/offensive.txt, read once.

:- dynamic offensive_/1, offensive_read_/0.

offensive_word(Word) :-
    (   offensive_read_
    ->  true
    ;   transaction(( read_offensive, assertz(offensive_read_) ))
    ),
    offensive_(Word).

read_offensive :-
    data_file('offensive.txt', File),
    (   exists_file(File)
    ->  read_file_to_string(File, Text, [encoding(utf8)]),
        split_string(Text, "\n", " \t\r", Lines),
        forall(( member(Line, Lines),
                 Line \== "",
                 \+ sub_string(Line, 0, 1, _, "#") ),
               ( atom_string(Word, Line), assertz(offensive_(Word)) ))
    ;   true
    ).

%   data_file(+Spec, -File): File in data/ (scowl/L: the list of L).

data_file(Spec, File) :-
    module_property(wordlog_bundled, file(Here)),
    file_directory_name(Here, Dir),
    (   Spec = scowl/L
    ->  format(atom(Name), 'data/scowl/~d.txt', [L])
    ;   atom_concat('data/', Spec, Name)
    ),
    directory_file_path(Dir, Name, File).
