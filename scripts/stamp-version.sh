#!/usr/bin/env bash
# Trunk post-build hook: names the offline cache in sw.js after the build's own
# files, so that every build that changes a file is a new service-worker version
# (the page then offers to reload) and an unchanged build is not.
set -euo pipefail
dir="${TRUNK_STAGING_DIR:?run by trunk as a post_build hook}"
version=$(cd "$dir" && find . -type f ! -name sw.js -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -c1-16)
sed -i "s/const CACHE = 'abstrakta-dev';/const CACHE = 'abstrakta-${version}';/" "$dir/sw.js"
grep -q "abstrakta-${version}" "$dir/sw.js"
