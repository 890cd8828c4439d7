"""Race Day: a dice race around Pocono for 2 to 6 drivers."""
