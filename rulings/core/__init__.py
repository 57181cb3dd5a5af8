"""Game-independent parts of rulings."""
