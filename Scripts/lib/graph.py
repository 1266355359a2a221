#!/usr/bin/env python3
"""The package- and target-level graph of a Mosaic checkout, for Scripts/graph.

Input: the JSON of `swift package describe --type json` for the root package and each package
under Packages/ (what SwiftPM itself understands, not a regex over manifests), given as
`name=path-to-json` arguments; the root is named `App`.
Output: packages.dot, packages.mmd, targets.dot, targets.mmd in --output.
Forbidden edges (a package under Packages/ depending on another package under Packages/, or one
of its targets on another's product) are drawn in red and printed on stderr, one per line; the
exit status is then 1.
"""

import argparse
import json
import os
import re
import sys

FORBIDDEN_COLOUR = "red"


def load(specs):
    """name=path pairs -> {name: describe-json}; dump-package JSON is converted to that shape."""
    packages = {}
    for spec in specs:
        name, _, path = spec.partition("=")
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
        packages[name] = from_dump(data) if "toolsVersion" in data else data
    return packages


def from_dump(dump):
    """`swift package dump-package` JSON -> the subset of `describe` JSON this script reads.

    describe refuses a package whose sources are mid-edit (an empty target, say); the manifest
    alone still tells us every edge, so Scripts/graph falls back to it.
    """
    root = next(iter(dump.get("packageKind", {}).get("root", [])), "")
    dependencies = []
    for dep in dump.get("dependencies", []):
        for kind, values in dep.items():
            info = values[0] if values else {}
            if kind == "fileSystem":
                dependencies.append({"identity": info.get("identity"), "path": info.get("path")})
            else:
                remote = info.get("location", {}).get("remote", [{}])[0]
                dependencies.append({"identity": info.get("identity"), "url": remote.get("urlString", "")})
    names = {t["name"] for t in dump.get("targets", [])}
    targets = []
    for target in dump.get("targets", []):
        local, products = [], []
        for dep in target.get("dependencies", []):
            for kind, values in dep.items():
                if kind == "target" or (kind == "byName" and values[0] in names):
                    local.append(values[0])
                else:
                    products.append(values[0])
        targets.append({"name": target["name"], "target_dependencies": local, "product_dependencies": products})
    products = [{"name": p["name"], "targets": p.get("targets", [])} for p in dump.get("products", [])]
    return {"name": dump.get("name"), "path": root, "dependencies": dependencies, "targets": targets,
            "products": products}


def local_name_by_path(packages):
    return {os.path.realpath(d["path"]): name for name, d in packages.items()}


def package_edges(packages):
    """[(from, to, kind)] with kind in {"local", "external", "forbidden"}."""
    by_path = local_name_by_path(packages)
    edges = []
    for name, describe in sorted(packages.items()):
        for dep in describe.get("dependencies", []):
            target = by_path.get(os.path.realpath(dep["path"])) if dep.get("path") else None
            if target is None:
                label = dep.get("identity") or os.path.basename(dep.get("url", "?"))
                edges.append((name, label, "external"))
            elif name != "App" and target != "App":
                edges.append((name, target, "forbidden"))
            else:
                edges.append((name, target, "local"))
    return edges


def target_graph(packages):
    """Nodes per package and edges [(from, to, kind)] between "Package/Target" ids."""
    owner_of_product = {}
    for name, describe in packages.items():
        for product in describe.get("products", []):
            owner_of_product.setdefault(product["name"], (name, product.get("targets", [])))
    nodes = {name: sorted(t["name"] for t in d.get("targets", [])) for name, d in packages.items()}
    edges = []
    for name, describe in sorted(packages.items()):
        for target in sorted(describe.get("targets", []), key=lambda t: t["name"]):
            source = f"{name}/{target['name']}"
            for dep in target.get("target_dependencies", []):
                edges.append((source, f"{name}/{dep}", "local"))
            for product in target.get("product_dependencies", []):
                owner = owner_of_product.get(product)
                if owner is None:
                    edges.append((source, f"external/{product}", "external"))
                    continue
                other, product_targets = owner
                kind = "forbidden" if name != "App" and other != "App" and other != name else "local"
                for product_target in product_targets:
                    edges.append((source, f"{other}/{product_target}", kind))
    return nodes, edges


def dot_id(text):
    return '"' + text.replace('"', '\\"') + '"'


def mermaid_id(text):
    return re.sub(r"[^A-Za-z0-9_]", "_", text)


def edge_attributes(kind):
    if kind == "forbidden":
        return f' [color={FORBIDDEN_COLOUR}, fontcolor={FORBIDDEN_COLOUR}, penwidth=2, label="forbidden"]'
    if kind == "external":
        return " [style=dashed, color=gray40]"
    return ""


def packages_dot(packages, edges):
    lines = ["digraph packages {", "  rankdir=LR;", '  node [shape=box, style=rounded, fontname="Helvetica"];']
    for name in sorted(packages):
        shape = ", style=\"rounded,bold\"" if name == "App" else ""
        lines.append(f"  {dot_id(name)} [label={dot_id(name)}{shape}];")
    for external in sorted({to for _, to, kind in edges if kind == "external"}):
        lines.append(f"  {dot_id(external)} [shape=ellipse, style=dashed, color=gray40];")
    for source, target, kind in edges:
        lines.append(f"  {dot_id(source)} -> {dot_id(target)}{edge_attributes(kind)};")
    lines.append("}")
    return "\n".join(lines) + "\n"


def targets_dot(nodes, edges):
    lines = ["digraph targets {", "  rankdir=LR;", "  compound=true;", '  node [shape=box, fontname="Helvetica"];']
    for index, (package, targets) in enumerate(sorted(nodes.items())):
        lines.append(f"  subgraph cluster_{index} {{")
        lines.append(f"    label={dot_id(package)}; style=rounded;")
        for target in targets:
            lines.append(f"    {dot_id(package + '/' + target)} [label={dot_id(target)}];")
        lines.append("  }")
    for external in sorted({to for _, to, kind in edges if kind == "external"}):
        label = external.split("/", 1)[1]
        lines.append(f"  {dot_id(external)} [label={dot_id(label)}, shape=ellipse, style=dashed, color=gray40];")
    for source, target, kind in edges:
        lines.append(f"  {dot_id(source)} -> {dot_id(target)}{edge_attributes(kind)};")
    lines.append("}")
    return "\n".join(lines) + "\n"


def mermaid(edges, groups, labels):
    """groups: {group name: [node ids]} drawn as subgraphs (empty name: top level)."""
    lines = ["graph LR"]
    for group, members in sorted(groups.items()):
        if not members:
            continue  # Mermaid renders an empty subgraph as a stray box
        if group:
            lines.append(f"  subgraph {mermaid_id('pkg_' + group)}[{group}]")
        for member in members:
            lines.append(f"  {mermaid_id(member)}[\"{labels.get(member, member)}\"]")
        if group:
            lines.append("  end")
    styles = []
    for index, (source, target, kind) in enumerate(edges):
        arrow = "-.->" if kind == "external" else ("-- forbidden -->" if kind == "forbidden" else "-->")
        lines.append(f"  {mermaid_id(source)} {arrow} {mermaid_id(target)}")
        if kind == "forbidden":
            styles.append(f"  linkStyle {index} stroke:{FORBIDDEN_COLOUR},stroke-width:3px,color:{FORBIDDEN_COLOUR}")
    return "\n".join(lines + styles) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", required=True)
    parser.add_argument("packages", nargs="+", help="name=describe.json")
    args = parser.parse_args()
    packages = load(args.packages)
    os.makedirs(args.output, exist_ok=True)

    edges = package_edges(packages)
    externals = sorted({to for _, to, kind in edges if kind == "external"})
    write(args.output, "packages.dot", packages_dot(packages, edges))
    write(args.output, "packages.mmd", mermaid(edges, {"": sorted(packages) + externals}, {}))

    nodes, target_edges = target_graph(packages)
    groups = {package: [f"{package}/{t}" for t in targets] for package, targets in nodes.items()}
    groups["external"] = sorted({to for _, to, kind in target_edges if kind == "external"})
    labels = {node: node.split("/", 1)[1] for members in groups.values() for node in members}
    write(args.output, "targets.dot", targets_dot(nodes, target_edges))
    write(args.output, "targets.mmd", mermaid(target_edges, groups, labels))

    forbidden = [(s, t) for s, t, k in edges if k == "forbidden"]
    forbidden += [(s, t) for s, t, k in target_edges if k == "forbidden"]
    for source, target in forbidden:
        print(f"graph: forbidden edge: {source} -> {target} (packages under Packages/ never depend on each other)",
              file=sys.stderr)
    return 1 if forbidden else 0


def write(directory, name, text):
    with open(os.path.join(directory, name), "w", encoding="utf-8") as handle:
        handle.write(text)


if __name__ == "__main__":
    sys.exit(main())
