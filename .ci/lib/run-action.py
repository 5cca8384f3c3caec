#!/usr/bin/env python3
"""Runs the shell steps of a composite action.yml the way a GitHub runner does, for
.ci/integration/action-steps.sh. Needs PyYAML (Debian: python3-yaml).

    run-action.py ACTION_YML RESULT_DIR [--input NAME=VALUE]... [--env NAME=VALUE]...

Each `run:` step becomes a script run as `bash --noprofile --norc -eo pipefail FILE` in
GITHUB_WORKSPACE, with the runner's variables (GITHUB_ACTIONS, GITHUB_ACTION_PATH, RUNNER_OS, …,
taken from this process's environment or --env) and a fresh GITHUB_OUTPUT, GITHUB_ENV and
GITHUB_STEP_SUMMARY file per step. `${{ … }}` in a step's `env:` is evaluated as the runner does:
inputs (given or default), earlier steps' outputs, github.action_path/action_ref/workspace and
runner.os/arch/temp. `uses:` steps are skipped and named in the log (the caller stands in for the
cache by what it leaves in RUNNER_TEMP). A step's `if:` may only compare a step output with a
string. After the first failing step the rest are skipped, as on a runner.

Writes to RESULT_DIR: `log` (every step's output), `summary.md` (the step summaries in order),
and `result.json`: {"status": exit status of the failing step or 0, "failed_step": name or null,
"outputs": the action's outputs, "steps": [{"name", "id", "status", "outputs"}]}.
Refuses, with exit status 3, an action whose run: scripts hold `${{` (inputs must come in through
env:, or they become shell code), an unknown expression, or an input the action does not declare.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

import yaml

EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


def refuse(message):
    print(f"run-action.py: {message}", file=sys.stderr)
    sys.exit(3)


def parse_file_commands(path):
    """NAME=VALUE lines and NAME<<DELIMITER blocks, as GITHUB_OUTPUT and GITHUB_ENV hold them."""
    values = {}
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        if not line:
            continue
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            name, delimiter = line.split("<<", 1)
            body = []
            while i < len(lines) and lines[i] != delimiter:
                body.append(lines[i])
                i += 1
            if i == len(lines):
                refuse(f"{path}: no closing {delimiter!r} for {name!r}")
            i += 1
            values[name] = "\n".join(body)
        elif "=" in line:
            name, value = line.split("=", 1)
            values[name] = value
        else:
            refuse(f"{path}: a line that is neither NAME=VALUE nor NAME<<DELIMITER: {line!r}")
    return values


def main():
    if len(sys.argv) < 3:
        refuse("usage: run-action.py ACTION_YML RESULT_DIR [--input NAME=VALUE]... [--env NAME=VALUE]...")
    action_path, result_dir, rest = sys.argv[1], sys.argv[2], sys.argv[3:]
    given_inputs, extra_env = {}, {}
    while rest:
        option, pair, rest = rest[0], rest[1] if len(rest) > 1 else None, rest[2:]
        if option not in ("--input", "--env") or pair is None or "=" not in pair:
            refuse(f"expected --input NAME=VALUE or --env NAME=VALUE, not {option} {pair}")
        name, value = pair.split("=", 1)
        (given_inputs if option == "--input" else extra_env)[name] = value

    with open(action_path, encoding="utf-8") as f:
        action = yaml.safe_load(f)
    if action["runs"]["using"] != "composite":
        refuse("not a composite action")
    declared = action.get("inputs") or {}
    for name in given_inputs:
        if name not in declared:
            refuse(f"input {name!r} is not declared in {action_path}")
    inputs = {name: str(spec.get("default", "")) for name, spec in declared.items()}
    inputs.update(given_inputs)

    env = dict(os.environ)
    env.update(extra_env)
    for needed in ("GITHUB_WORKSPACE", "GITHUB_ACTION_PATH", "RUNNER_TEMP", "RUNNER_OS"):
        if not env.get(needed):
            refuse(f"{needed} is not set")
    env["GITHUB_ACTIONS"] = "true"
    env.setdefault("CI", "true")
    workspace = env["GITHUB_WORKSPACE"]
    os.makedirs(result_dir, exist_ok=True)
    step_files = tempfile.mkdtemp(prefix="steps.", dir=env["RUNNER_TEMP"])

    steps_outputs = {}

    def evaluate(expression, where):
        parts = expression.split(".")
        if parts[0] == "inputs" and len(parts) == 2 and parts[1] in inputs:
            return inputs[parts[1]]
        if parts[0] == "steps" and len(parts) == 4 and parts[2] == "outputs":
            return steps_outputs.get(parts[1], {}).get(parts[3], "")
        contexts = {
            "github.action_path": env["GITHUB_ACTION_PATH"],
            "github.action_ref": env.get("GITHUB_ACTION_REF", ""),
            "github.workspace": workspace,
            "runner.os": env["RUNNER_OS"],
            "runner.arch": env.get("RUNNER_ARCH", ""),
            "runner.temp": env["RUNNER_TEMP"],
        }
        if expression in contexts:
            return contexts[expression]
        refuse(f"{where}: an expression this runner does not know: {expression}")

    def substitute(text, where):
        return EXPRESSION.sub(lambda m: evaluate(m.group(1), where), str(text))

    def condition_holds(condition, where):
        m = re.fullmatch(r"\s*steps\.([\w-]+)\.outputs\.([\w-]+)\s*(==|!=)\s*'([^']*)'\s*", condition)
        if not m:
            refuse(f"{where}: an if: this runner does not know: {condition}")
        value = steps_outputs.get(m.group(1), {}).get(m.group(2), "")
        return (value == m.group(4)) == (m.group(3) == "==")

    results, status, failed_step = [], 0, None
    log = open(os.path.join(result_dir, "log"), "w", encoding="utf-8")
    summary = open(os.path.join(result_dir, "summary.md"), "w", encoding="utf-8")
    for number, step in enumerate(action["runs"]["steps"], 1):
        name = step.get("name") or step.get("uses") or f"step {number}"
        where = f"step {name!r}"
        if failed_step is not None:
            log.write(f"== {name}: skipped, an earlier step failed\n")
            continue
        if "if" in step and not condition_holds(str(step["if"]), where):
            log.write(f"== {name}: skipped, its if: is false\n")
            continue
        if "uses" in step:
            log.write(f"== {name}: uses {step['uses']}, not run here\n")
            continue
        script = step["run"]
        if "${{" in script:
            refuse(f"{where}: its run: script holds ${{{{ }}}}; pass values through env:")
        if step.get("shell") != "bash":
            refuse(f"{where}: shell is {step.get('shell')!r}; this runner runs bash steps only")
        files = {
            kind: os.path.join(step_files, f"{number}.{kind}")
            for kind in ("script.sh", "output", "env", "summary", "path")
        }
        for kind, path in files.items():
            open(path, "w").close()
        with open(files["script.sh"], "w", encoding="utf-8") as f:
            f.write(script)
        step_env = dict(env)
        for key, value in (step.get("env") or {}).items():
            step_env[key] = substitute(value, where)
        step_env.update(
            GITHUB_OUTPUT=files["output"],
            GITHUB_ENV=files["env"],
            GITHUB_STEP_SUMMARY=files["summary"],
            GITHUB_PATH=files["path"],
        )
        log.write(f"== {name}\n")
        log.flush()
        completed = subprocess.run(
            ["bash", "--noprofile", "--norc", "-eo", "pipefail", files["script.sh"]],
            cwd=workspace,
            env=step_env,
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        log.flush()
        outputs = parse_file_commands(files["output"])
        if "id" in step:
            steps_outputs[step["id"]] = outputs
        env.update(parse_file_commands(files["env"]))
        with open(files["path"], encoding="utf-8") as f:
            added = [line for line in f.read().split("\n") if line]
        if added:
            env["PATH"] = os.pathsep.join(list(reversed(added)) + [env["PATH"]])
        with open(files["summary"], encoding="utf-8") as f:
            summary.write(f.read())
        results.append({"name": name, "id": step.get("id"), "status": completed.returncode, "outputs": outputs})
        log.write(f"== {name}: exit {completed.returncode}\n")
        if completed.returncode != 0:
            status, failed_step = completed.returncode, name

    action_outputs = {
        name: substitute(spec.get("value", ""), f"output {name!r}")
        for name, spec in (action.get("outputs") or {}).items()
    }
    with open(os.path.join(result_dir, "result.json"), "w", encoding="utf-8") as f:
        json.dump({"status": status, "failed_step": failed_step, "outputs": action_outputs, "steps": results}, f, indent=2)
    log.close()
    summary.close()


if __name__ == "__main__":
    main()
