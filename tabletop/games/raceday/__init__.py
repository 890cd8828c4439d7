"""Race Day: a dice race around Pocono's triangle for 2 to 6 drivers."""
