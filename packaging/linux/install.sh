#!/usr/bin/env bash
# Put TableCards on the desktop for this user: its launcher (.desktop), AppStream metainfo and
# icons go under ${XDG_DATA_HOME:-~/.local/share}. Nothing needs root.
#
#   ./install.sh               in the frozen build's folder: installs that folder's tablecards
#   packaging/linux/install.sh in a checkout: installs the `tablecards` command on PATH
#                              (e.g. from `pipx install`)
#   install.sh COMMAND         installs for that tablecards executable
#   install.sh --uninstall     removes what an install put there
#
# The launcher runs the executable by its absolute path, so it works even where the desktop
# session's PATH lacks ~/.local/bin.
set -euo pipefail

app_id=io.github.tablecards.TableCards
here="$(cd "${BASH_SOURCE[0]%/*}" && pwd)"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
sizes=(16 24 32 48 64 128 256 512)

die() {
    echo "install.sh: $*" >&2
    exit 1
}

# What an install made is written at the end of the launcher it installs, as comment lines
# ("# install.sh made: PATH"): the folders that did not exist before it, and the desktop and
# icon caches it created. --uninstall reads them back and removes exactly that.
made_tag="# install.sh made: "
launcher="$data/applications/$app_id.desktop"
desktop_cache="$data/applications/mimeinfo.cache"
icon_cache="$data/icons/hicolor/icon-theme.cache"
made=()

# The folders under the data folder that an install needs.
needed_dirs() {
    local size
    printf '%s\n' "$data/applications" "$data/metainfo" "$data/icons/hicolor/scalable/apps"
    for size in "${sizes[@]}"; do
        printf '%s\n' "$data/icons/hicolor/${size}x${size}/apps"
    done
}

# Remember every folder that creating $1 (mkdir -p) would make, then make it.
make_dir() {
    local dir="$1"
    while [ ! -e "$dir" ]; do
        made+=("$dir")
        dir="$(dirname "$dir")"
    done
    mkdir -p "$1"
}

# What the launcher already installed says an earlier install made (kept on a reinstall).
read_made() {
    [ -f "$launcher" ] || return 0
    sed -n "s|^$made_tag||p" "$launcher"
}

refresh_desktop_cache() {
    if [ -d "$data/applications" ] && command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$data/applications" || true
    fi
}

refresh_icon_cache() {
    if [ -d "$data/icons/hicolor" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
    fi
}

uninstall() {
    local size path
    local -a earlier=()
    mapfile -t earlier < <(read_made)
    rm -f "$launcher" "$data/metainfo/$app_id.metainfo.xml" \
          "$data/icons/hicolor/scalable/apps/$app_id.svg"
    for size in "${sizes[@]}"; do
        rm -f "$data/icons/hicolor/${size}x${size}/apps/$app_id.png"
    done
    # A cache the install created goes; one that was there before is brought up to date.
    if printf '%s\n' "${earlier[@]}" | grep -qxF -- "$desktop_cache"; then
        rm -f "$desktop_cache"
    else
        refresh_desktop_cache
    fi
    if printf '%s\n' "${earlier[@]}" | grep -qxF -- "$icon_cache"; then
        rm -f "$icon_cache"
    else
        refresh_icon_cache
    fi
    # Folders it made, deepest first, and only while empty (rmdir leaves any other).
    printf '%s\n' "${earlier[@]}" | awk '{ print length($0) "\t" $0 }' | sort -rn |
        cut -f 2- | while IFS= read -r path; do
            [ -d "$path" ] && [ ! -L "$path" ] && rmdir "$path" 2>/dev/null || true
        done
    echo "TableCards removed from the desktop menu (the program itself is left as it is)."
}

# The folder of the icon theme tree (hicolor/) that comes with executable $1.
find_icons() {
    local exe="$1" candidate python
    for candidate in "$here/_internal/tablecards/assets/icons/hicolor" \
                     "$here/../../assets/icons/hicolor"; do
        if [ -d "$candidate" ]; then
            printf '%s\n' "$candidate"
            return 0
        fi
    done
    # An installed wheel: ask the Python named on the command's first line where it keeps them.
    python="$(head -n 1 "$exe" 2>/dev/null | sed -n 's/^#![[:space:]]*//p')"
    if [ -n "$python" ] && [ -x "${python%% *}" ]; then
        "${python%% *}" -c 'from tablecards.resources import asset_path
print(asset_path("icons", "hicolor"))' 2>/dev/null && return 0
    fi
    return 1
}

if [ "${1:-}" = --uninstall ]; then
    uninstall
    exit 0
fi
case "${1:-}" in
    -h | --help)
        sed -n '2,12s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"
        exit 0
        ;;
esac

if [ $# -gt 0 ]; then
    exe="$1"
elif [ -x "$here/tablecards" ] && [ -d "$here/_internal" ]; then
    exe="$here/tablecards"
else
    exe="$(command -v tablecards)" || die "no tablecards command on PATH: install it first" \
        "(pipx install ...), or name the executable: install.sh /path/to/tablecards"
fi
[ -x "$exe" ] || die "$exe is not an executable"
exe="$(cd "$(dirname "$exe")" && pwd)/$(basename "$exe")"
case "$exe" in
    *[\"\`\$\\]* | *$'\n'*) die "the path $exe has a character a launcher cannot hold" ;;
esac
[ -f "$here/$app_id.desktop" ] && [ -f "$here/$app_id.metainfo.xml" ] ||
    die "$app_id.desktop and $app_id.metainfo.xml must sit beside this script"
icons="$(find_icons "$exe")" && [ -d "$icons" ] || die "cannot find the icons for $exe"

# sed's replacement text: & and the delimiter escaped; Exec's field codes: % doubled;
# %u passes a tablecards:// link the desktop opens with us (MimeType in the launcher).
for_sed="${exe//&/\\&}"
for_sed="${for_sed//|/\\|}"
mapfile -t made < <(read_made)
while IFS= read -r dir; do
    make_dir "$dir"
done < <(needed_dirs)
[ -e "$desktop_cache" ] || had_no_desktop_cache=1
[ -e "$icon_cache" ] || had_no_icon_cache=1
sed -e "s|^Exec=.*|Exec=\"${for_sed//%/%%}\" %u|" -e "s|^TryExec=.*|TryExec=$for_sed|" \
    "$here/$app_id.desktop" >"$launcher"
cp "$here/$app_id.metainfo.xml" "$data/metainfo/"
install -m 644 "$icons/scalable/apps/$app_id.svg" \
    "$data/icons/hicolor/scalable/apps/$app_id.svg"
for size in "${sizes[@]}"; do
    install -m 644 "$icons/${size}x${size}/apps/$app_id.png" \
        "$data/icons/hicolor/${size}x${size}/apps/$app_id.png"
done
refresh_desktop_cache
refresh_icon_cache
[ -n "${had_no_desktop_cache:-}" ] && [ -e "$desktop_cache" ] && made+=("$desktop_cache")
[ -n "${had_no_icon_cache:-}" ] && [ -e "$icon_cache" ] && made+=("$icon_cache")
if [ ${#made[@]} -gt 0 ]; then
    printf '%s\n' "${made[@]}" | awk '!seen[$0]++' | sed "s|^|$made_tag|" >>"$launcher"
fi
echo "TableCards is in the desktop menu (Games), starting $exe."
