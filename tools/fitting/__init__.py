"""The evaluation fits of tools/fit_eval.py: ``core`` holds what they share, and
``<game_id>.py`` each game's part (how its positions are recorded, what its fit is
compared with, how its weights are printed).  A game module defines ``DEFAULTS``
(the defaults of --train, --test, --seed and --every), ``run(args)``, and optionally
``add_arguments(parser)`` for options of its own."""
