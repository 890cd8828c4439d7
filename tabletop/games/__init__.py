"""The games. Each lives in its own package; `registry` names them."""
