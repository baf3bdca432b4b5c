"""Build Muster's frozen bundle and installer inputs.

    uv run --group packaging python packaging/build.py [--smoke] [--templates-only] [--macos]

Steps: render the installer templates with the version from pyproject.toml
(into build/packaging/), render the icon in every size (build/icons/), run
PyInstaller on packaging/muster.spec (dist/muster/), and on Linux pack
dist/muster-VERSION-linux-x86_64.tar.gz with the .desktop file, MIME type,
icons and install.sh. ``--smoke`` then runs the frozen app's ``--version``
and ``--smoke`` offscreen and fails loudly if either does not work.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"
DIST = ROOT / "dist"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
TEMPLATES = {
    "linux/muster.desktop.in": "linux/muster.desktop",
    "linux/install.sh.in": "linux/install.sh",
    "windows/muster.iss.in": "windows/muster.iss",
    "macos/Info.plist.in": "macos/Info.plist",
    "macos/make_dmg.sh.in": "macos/make_dmg.sh",
}


def version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


def render_templates(ver: str) -> Path:
    out = BUILD / "packaging"
    for source, target in TEMPLATES.items():
        dest = out / target
        dest.parent.mkdir(parents=True, exist_ok=True)
        text = (ROOT / "packaging" / source).read_text(encoding="utf-8").replace("@VERSION@", ver)
        if "@" + "VERSION@" in text:
            raise SystemExit(f"{source}: a version placeholder was left unfilled")
        dest.write_text(text, encoding="utf-8")
        if target.endswith(".sh"):
            dest.chmod(0o755)
    shutil.copy(ROOT / "packaging/linux/muster-mime.xml", out / "linux/muster-mime.xml")
    return out


def render_icons() -> Path:
    """PNG in every size, .ico for Windows, an .iconset folder for macOS's iconutil."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (needed for painting)
    out = BUILD / "icons"
    iconset = out / "muster.iconset"
    iconset.mkdir(parents=True, exist_ok=True)
    renderer = QSvgRenderer(str(ROOT / "resources/icons/muster.svg"))
    for size in ICON_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer.render(painter)
        painter.end()
        image.save(str(out / f"muster-{size}.png"))
        if size in (16, 32, 128, 256, 512):
            image.save(str(iconset / f"icon_{size}x{size}.png"))
        if size == 256:
            image.save(str(out / "muster.png"))
            image.save(str(out / "muster.ico"))
    return out


def macos_icns(icons: Path) -> None:
    """macOS only: iconutil turns the .iconset into muster.icns, and the spec then builds Muster.app."""
    subprocess.run(["iconutil", "-c", "icns", str(icons / "muster.iconset"), "-o", str(icons / "muster.icns")],
                   check=True)
    os.environ["MUSTER_MACOS_APP"] = "1"


def release_translations() -> None:
    """Compile resources/i18n/*.ts into the .qm files the app loads (they are bundled with resources/)."""
    subprocess.run([sys.executable, "-m", "muster.tools.i18n", "release"], check=True, cwd=ROOT)


def freeze() -> Path:
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
                    "--distpath", str(DIST), "--workpath", str(BUILD / "pyinstaller"),
                    str(ROOT / "packaging" / "muster.spec")], check=True, cwd=ROOT)
    return DIST / "muster"


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def pack_linux(bundle: Path, ver: str, templates: Path, icons: Path) -> Path:
    tarball = DIST / f"muster-{ver}-linux-{platform.machine()}.tar.gz"
    top = f"muster-{ver}"
    with tarfile.open(tarball, "w:gz") as tar:
        tar.add(bundle, f"{top}/muster")
        for name in ("muster.desktop", "install.sh", "muster-mime.xml"):
            tar.add(templates / "linux" / name, f"{top}/{name}")
        for size in ICON_SIZES:
            tar.add(icons / f"muster-{size}.png", f"{top}/icons/muster-{size}.png")
    return tarball


def smoke(bundle: Path) -> None:
    exe = bundle / ("muster.exe" if os.name == "nt" else "muster")
    home = tempfile.mkdtemp(prefix="muster-frozen-")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MUSTER_HOME=home)
    env.pop("PYTHONPATH", None)
    for args in (["--version"], ["--smoke", "--smoke-action"]):
        out = subprocess.run([str(exe), *args], env=env, capture_output=True, text=True, timeout=120)
        print(f"frozen muster {' '.join(args)} -> exit {out.returncode}: {out.stdout.strip()}")
        if out.returncode != 0:
            raise SystemExit(f"frozen app failed {args}:\n{out.stdout}\n{out.stderr}")
    for lang in ("en", "ru"):
        if not any(bundle.rglob(f"muster_{lang}.qm")):
            raise SystemExit(f"the bundle has no muster_{lang}.qm: translations were not packaged")
    russian = dict(env, LANG="ru_RU.UTF-8", LC_ALL="ru_RU.UTF-8", LANGUAGE="ru")
    out = subprocess.run([str(exe), "--smoke", "--smoke-action"], env=russian, capture_output=True, text=True,
                         timeout=120)
    if out.returncode != 0:
        raise SystemExit(f"frozen app failed in Russian:\n{out.stdout}\n{out.stderr}")
    bad = Path(home) / "not-a-campaign.muster"
    bad.write_text("hello")
    out = subprocess.run([str(exe), "--smoke", str(bad)], env=env, capture_output=True, text=True, timeout=120)
    if out.returncode != 1 or "not a Muster campaign" not in out.stderr:
        raise SystemExit(f"frozen app did not refuse a bad file clearly:\n{out.stdout}\n{out.stderr}")
    print("frozen muster refuses a bad file with: " + out.stderr.strip().splitlines()[-1])
    out = subprocess.run([str(exe), "--smoke", str(bad)], env=russian, capture_output=True, text=True, timeout=120)
    if out.returncode != 1 or "не файл кампании Muster" not in out.stderr:
        raise SystemExit("the frozen app did not speak Russian (muster_ru.qm not loaded?):\n"
                         f"{out.stdout}\n{out.stderr}")
    print("frozen muster in Russian: " + out.stderr.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="smoke-test the frozen app after building")
    parser.add_argument("--templates-only", action="store_true", help="only render templates and icons")
    args = parser.parse_args(argv)
    ver = version()
    templates = render_templates(ver)
    icons = render_icons()
    print(f"Muster {ver}: templates in {templates}, icons in {icons}")
    if args.templates_only:
        return 0
    if sys.platform == "darwin":
        macos_icns(icons)
    release_translations()
    bundle = freeze()
    size = folder_size(bundle)
    print(f"bundle {bundle}: {size / 1e6:.1f} MB unpacked")
    if sys.platform.startswith("linux"):
        tarball = pack_linux(bundle, ver, templates, icons)
        print(f"tarball {tarball}: {tarball.stat().st_size / 1e6:.1f} MB compressed")
    if args.smoke:
        smoke(bundle)
    return 0


if __name__ == "__main__":
    sys.exit(main())
