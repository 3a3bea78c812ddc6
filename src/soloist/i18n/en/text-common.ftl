# What Soloist asks and tells (questions, their help, errors): one message
# per phrase the code says (see docs/translating.md). English is the reference:
# a translation keeps each id.

common-today-at-time-0c5739e8 = today at { $time }
common-yesterday-at-time-19b2a3ae = yesterday at { $time }
common-answer-is-not-a-valid-answer-2bc64321 = { $answer } is not a valid answer; { $hint }
common-choose-a-number-from-1-to-9951f5a4 = choose a number from 1 to { $count }
common-choose-one-of-keys-b6ce8af7 = choose one of: { $keys }
common-yes-85a39ab3 = Yes
common-no-1ea442a1 = No
common-no-answer-given-answer-with-answers-f32e645b = no answer given; answer with { $answers }
common-answer-is-not-a-whole-number-56b1c6d4 = { $answer } is not a whole number; give a number from { $low } to { $high }
common-number-is-out-of-range-give-c2ef0c1b = { $number } is out of range; give a number from { $low } to { $high }
common-keys-or-a-text-such-as-b0ce0460 = { $keys }, or a text such as { $examples }
common-a-text-such-as-examples-0a477a04 = a text such as { $examples }
common-a-whole-number-from-low-to-829d391d = a whole number from { $low } to { $high }
common-first-or-second-2939fae6 = { $first } or { $second }
common-done-11a6767d = Done
common-key-cannot-be-tapped-now-prompt-539e5a43 = { $key } cannot be tapped now; { $prompt }
common-tap-a-place-of-the-drawing-e5f59805 = tap a place of the drawing; { $prompt }
common-nothing-to-paint-here-prompt-f968cd44 = nothing to paint here; { $prompt }
common-there-is-no-place-place-to-80c82ca3 = there is no place { $place } to tap; { $prompt }
common-no-name-is-asked-here-prompt-26033433 = no name is asked here; { $prompt }
common-no-name-given-what-1d2ba445 = no name given; { $what }
common-an-answer-built-by-taps-holds-6740e9d4 = an answer built by taps holds at most { $count } parts
common-the-answer-being-built-was-not-f7b878e5 = the answer being built was not understood; start it again
