# The suites of the repository, for Scripts/test and Scripts/affected (sourced, not run).
#   <Package>       a package under Packages/ (AppCore, FeatureFeed, Infrastructure, ...)
#   <Folder>Faces   a feature's faces in the shell: App/Features/<Folder>/Package.swift
#   <Folder>Storage a feature's data in the shell, on SQLite and PostgreSQL:
#                   App/Features/<Folder>/Storage/Tests (the root build's <Folder>StorageTests)
#   App             the root package's own suites (Tests/)

# Every suite's name, packages first, then faces, then App.
mosaic_suites() {
    local dir
    for dir in Packages/*/; do
        [ -f "${dir}Package.swift" ] && basename "$dir"
    done
    for dir in App/Features/*/; do
        [ -f "${dir}Package.swift" ] && echo "$(basename "$dir")Faces"
    done
    for dir in App/Features/*/; do
        [ -d "${dir}Storage/Tests" ] && echo "$(basename "$dir")Storage"
    done
    echo App
}

# The folder a suite builds in: Packages/<P>, App/Features/<Folder>, or . for App.
mosaic_suite_dir() {
    case "$1" in
        App) echo . ;;
        *Faces) echo "App/Features/${1%Faces}" ;;
        *Storage) echo "App/Features/${1%Storage}/Storage" ;;
        *) echo "Packages/$1" ;;
    esac
}

# Whether a suite is tested in the root build always (it needs the storage libraries).
mosaic_suite_in_root() {
    case "$1" in
        App | Infrastructure | *Storage) return 0 ;;
        *) return 1 ;;
    esac
}

# The folder holding a suite's test modules.
mosaic_suite_tests_dir() {
    if [ "$1" = App ]; then echo Tests; else echo "$(mosaic_suite_dir "$1")/Tests"; fi
}

# The faces package of a feature package, if it has one ("FeatureFeed" -> "FeedFaces").
mosaic_faces_of() {
    local folder=${1#Feature}
    [ "$folder" != "$1" ] && [ -f "App/Features/$folder/Package.swift" ] && echo "${folder}Faces"
    return 0
}
