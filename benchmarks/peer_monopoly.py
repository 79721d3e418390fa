"""Runs inside the peer's own environment (see ``benchmarks/peers.py``): full
4-player games of the USC/ISI Monopoly simulator (``monopoly-simulator-test``,
the environment of the published deep-RL result) with its fixed-policy
``background_agent_v3_1`` in every seat, as its own ``play_game_in_tournament``
sets them up (history disabled, logging off), counting dice rolls.

Answers JSON requests on stdin, one a line: ``{"first", "count"}`` ->
``{"rolls", "cpu"}`` (dice rolls of games with np seeds first..first+count-1
and the CPU seconds they took).  Imports nothing of Trading Floor."""

from __future__ import annotations

import json
import os
import sys
import time


def main() -> None:
    from monopoly_simulator import action_choices, background_agent_v3_1, gameplay
    from monopoly_simulator.agent import Agent

    schema = os.path.join(os.path.dirname(gameplay.__file__), "monopoly_game_schema_v1-2.json")
    rolls = [0]
    roll_die = action_choices.roll_die

    def counted_roll(*args: object, **kwargs: object) -> object:
        rolls[0] += 1
        return roll_die(*args, **kwargs)

    action_choices.roll_die = counted_roll  # gameplay calls it through the module

    def one_game(seed: int) -> None:
        agents = {f"player_{i}": Agent(**background_agent_v3_1.decision_agent_methods) for i in range(1, 5)}
        board = gameplay.set_up_board(schema, agents)
        for agent in agents.values():
            agent.startup(board)
        gameplay.simulate_game_instance(board, np_seed=seed)
        for agent in agents.values():
            agent.shutdown()

    print(json.dumps({"ready": True}), flush=True)
    for line in sys.stdin:
        req = json.loads(line)
        rolls[0] = 0
        start = time.process_time()
        for seed in range(req["first"], req["first"] + req["count"]):
            one_game(seed)
        print(json.dumps({"rolls": rolls[0], "cpu": time.process_time() - start}), flush=True)


if __name__ == "__main__":
    main()
