"""The worker process's request loop, run here in-process over a pipe: answers in order,
failures reported rather than raised, an unpicklable answer sent as an error, and an end on
None or when the parent's end closes."""

import multiprocessing
import operator
import signal
from collections.abc import Callable

from tablecards.ai import worker


def a_lambda() -> Callable[[], int]:
    return lambda: 1  # pickles by reference only, and a lambda has none


def serve_here(conn) -> None:
    """`worker.serve`, keeping this process's Ctrl+C handler (serve ignores SIGINT)."""
    before = signal.getsignal(signal.SIGINT)
    try:
        worker.serve(conn)
    finally:
        signal.signal(signal.SIGINT, before)


def test_serve_answers_in_order_and_reports_failures():
    parent, child = multiprocessing.Pipe()
    for request in [(operator.add, (2, 3)), (operator.truediv, (1, 0)), (a_lambda, ()), None]:
        parent.send(request)
    serve_here(child)
    replies = [parent.recv() for _ in range(3)]
    assert replies[0] == (True, 5)
    assert replies[1][0] is False and isinstance(replies[1][1], ZeroDivisionError)
    assert replies[2][0] is False and "unpicklable answer" in str(replies[2][1])
    assert not parent.poll(), "nothing after the stop request"


def test_serve_ends_when_the_parent_is_gone():
    parent, child = multiprocessing.Pipe()
    parent.send((operator.add, (1, 1)))
    parent.close()
    serve_here(child)  # answers into a closed pipe, then returns instead of waiting forever


def test_warm_up_builds_the_bot_a_decision_will_use():
    worker._BOTS.clear()
    assert worker.warm_up("tressette", "strong", 4, {"target_score": 31})
    assert ("tressette", "strong", 4, (("target_score", 31),)) in worker._BOTS
    assert worker.warm_up()
