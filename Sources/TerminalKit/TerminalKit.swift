// Generic terminal views; knows nothing about cards.
