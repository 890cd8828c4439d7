"""What lies on the table: sprites of cards, tokens, dice and buttons, how they look,
piles, hands, drop places."""
